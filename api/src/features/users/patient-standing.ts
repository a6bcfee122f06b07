import { eq, sql } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { TokenService } from '../../http/tokens';

function prepareStanding(db: Db) {
  return db
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('patient_standing');
}
const statements = new WeakMap<Db, ReturnType<typeof prepareStanding>>();

/** Whether the patient's account still exists and is not blocked. */
export async function inGoodStanding(db: Db, userId: string): Promise<boolean> {
  if (!idSchema.safeParse(userId).success) return false;
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepareStanding(db)));
  const [row] = await statement.execute({ id: userId });
  return row !== undefined && row.blockedAt === null;
}

/**
 * The token service every route is given: a patient's token counts only while the account exists and is
 * not blocked, read from the database on each request (one primary-key look-up), so blocking signs the
 * patient out on every api replica from their next request, with no cache to outlive it. Booking skips
 * this look-up (`bySignatureOnly`): its own statement locks and checks the patient's row anyway.
 */
export function checkingPatientStanding(tokens: TokenService, db: Db): TokenService {
  return {
    sign: tokens.sign,
    async verify(role, token) {
      const result = await tokens.verify(role, token);
      if (!result.ok || role !== 'patient') return result;
      return (await inGoodStanding(db, result.subject)) ? result : { ok: false, reason: 'invalid' };
    },
    bySignatureOnly: tokens,
  };
}
