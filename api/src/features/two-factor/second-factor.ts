import type { Db } from '../../db/client';
import { backupCodeHash, looksLikeBackupCode } from './backup-codes';
import { claimStep, findEnrolment, useBackupCode, type Staff } from './enrolment-repository';
import { unsealSecret } from './sealed-secret';
import { matchingStep } from './totp';

/** How a right second factor was given: a code from the app, or one of the backup codes. */
export type SecondFactor = 'app' | 'backup';

/** Whether the member of staff has two-factor on (an enrolment confirmed with its first code). */
export async function isEnrolled(db: Db, staff: Staff): Promise<boolean> {
  return (await findEnrolment(db, staff))?.confirmedAt != null;
}

/**
 * Checks a code against a confirmed enrolment and uses it up: an app code's step is recorded (the same
 * code, or an older one, is refused from then on), a backup code is marked used. Undefined when wrong.
 */
export async function useSecondFactor(db: Db, jwtSecret: string, staff: Staff, code: string): Promise<SecondFactor | undefined> {
  const enrolment = await findEnrolment(db, staff);
  if (!enrolment?.confirmedAt) return undefined;
  const typed = code.trim();
  if (looksLikeBackupCode(typed)) return (await useBackupCode(db, staff, backupCodeHash(typed))) ? 'backup' : undefined;
  const secret = unsealSecret(jwtSecret, enrolment.secret);
  if (!secret) return undefined;
  const step = await matchingStep(secret, typed, enrolment.lastStep);
  return step !== undefined && (await claimStep(db, staff, step)) ? 'app' : undefined;
}
