import { idSchema } from '@clinic/shared/contract';
import { batchedByIdPerDatabase, idAmongPlaceholder } from '../../db/batch-queue';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ExtraClaims, TokenService } from '../../http/tokens';
import { epochOf } from '../accounts';

/** The accounts' standing, read for several tokens at once; the ids travel as one JSON parameter. */
function prepareStanding(db: Db) {
  return db
    .select({ id: users.id, blockedAt: users.blockedAt, deletedAt: users.deletedAt, epoch: users.sessionEpoch })
    .from(users)
    .where(idAmongPlaceholder(users.id))
    .prepare('patients_standing');
}
/** Every patient call reads its account's row first: under load, one statement reads them for all. */
const standingOf = batchedByIdPerDatabase(prepareStanding);

/**
 * Whether the patient's account still exists, is neither blocked nor deleted, and (given the token's
 * claims) the token's session has not been ended since it was signed.
 */
export async function inGoodStanding(db: Db, userId: string, claims?: ExtraClaims): Promise<boolean> {
  if (!idSchema.safeParse(userId).success) return false;
  const row = await standingOf(db, userId);
  if (row === undefined || row.blockedAt !== null || row.deletedAt !== null) return false;
  return claims === undefined || row.epoch === epochOf(claims);
}

/**
 * The token service every route is given: a patient's token counts only while the account exists, is not
 * blocked or deleted, and its session epoch is the one the token carries, read from the database on each
 * request (one primary-key look-up, batched with the other requests' under load), so blocking, deleting, a password change
 * or "Sign out everywhere" signs the patient out on every api replica from their next request, with no
 * cache to outlive it. Booking skips this look-up (`bySignatureOnly`): its own statement locks the
 * patient's row and compares the same columns (booking-statement).
 */
export function checkingPatientStanding(tokens: TokenService, db: Db): TokenService {
  return {
    sign: tokens.sign,
    async verify(role, token) {
      const result = await tokens.verify(role, token);
      if (!result.ok || role !== 'patient') return result;
      return (await inGoodStanding(db, result.subject, result.claims)) ? result : { ok: false, reason: 'invalid' };
    },
    bySignatureOnly: tokens,
  };
}
