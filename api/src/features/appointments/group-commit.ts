import { sqlState } from '../../http/errors';

/**
 * Errors one row of a batch can cause: bad data (22), a constraint (23), a program limit such as an index
 * entry too large (54). Each item then goes alone, so only its own request sees its own error. Anything
 * else (the server gone, a timeout) would have failed each of them alone too.
 */
export const causedByARow = (error: unknown) => ['22', '23', '54'].includes(sqlState(error)?.slice(0, 2) ?? '');
/** A deadlock or serialization victim (class 40) was rolled back whole: trying again is safe. */
export const rolledBack = (error: unknown) => sqlState(error)?.startsWith('40') ?? false;
const ATTEMPTS = 3;

/** Runs `write` again when the database rolled it back whole (a deadlock victim), up to three times in all. */
export async function retriedWhenRolledBack<R>(write: () => Promise<R>, attempt = 1): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (attempt < ATTEMPTS && rolledBack(error)) return retriedWhenRolledBack(write, attempt + 1);
    throw error;
  }
}
