import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm), off the event loop. */
export const hashPassword = (password: string) => hash(password);

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with no account, against a decoy, so an unknown email
 * takes as long as a wrong password (decision 14).
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hash('decoy-password-never-matches');
  const target = storedHash ?? (await decoy);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
