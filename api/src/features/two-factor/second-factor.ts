import type { Db } from '../../db/client';
import type { SecondFactorCheck } from '../accounts';
import { backupCodeHash, looksLikeBackupCode } from './backup-codes';
import { claimStep, findEnrolment, useBackupCode, type Staff } from './enrolment-repository';
import { unsealSecret } from './sealed-secret';
import { matchingStep } from './totp';

/** Whether the member of staff has two-factor on (an enrolment confirmed with its first code). */
export async function isEnrolled(db: Db, staff: Staff): Promise<boolean> {
  return (await findEnrolment(db, staff))?.confirmedAt != null;
}

/**
 * The second step of a sign-in (accounts/sign-in-guard), read from the enrolment once: none for an account
 * without two-factor (or no account), `missing` without a code, else the code is checked and used up (an
 * app code's step is recorded, so it and any older one are refused from then on; a backup code is marked
 * used) or `wrong`.
 */
export async function checkSecondFactor(
  db: Db,
  jwtSecret: string,
  staff: Staff | undefined,
  code: string | undefined,
): Promise<SecondFactorCheck> {
  const enrolment = staff && (await findEnrolment(db, staff));
  if (!staff || !enrolment?.confirmedAt) return 'not-enrolled';
  const typed = code?.trim();
  if (!typed) return 'missing';
  if (looksLikeBackupCode(typed)) return (await useBackupCode(db, staff, backupCodeHash(typed))) ? 'backup' : 'wrong';
  const secret = unsealSecret(jwtSecret, enrolment.secret);
  const step = secret ? await matchingStep(secret, typed, enrolment.lastStep) : undefined;
  return step !== undefined && (await claimStep(db, staff, step)) ? 'app' : 'wrong';
}
