import type { TwoFactorDisableRequest, TwoFactorSetup, TwoFactorStatus } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';
import { msg } from '../../i18n';
import { recordAudit } from '../audit';
import { backupCodeHash, newBackupCodes } from './backup-codes';
import { endAllSessions, throttledSignIn, type AccountsContext } from '../accounts';
import { endStaffSessions } from '../staff';
import {
  backupCodesLeft,
  claimStep,
  clinicRequiresDoctorTwoFactor,
  findEnrolment,
  removeEnrolment,
  replaceBackupCodes,
  startEnrolment,
  type Staff,
} from './enrolment-repository';
import { sealSecret, unsealSecret } from './sealed-secret';
import { checkSecondFactor, isEnrolled } from './second-factor';
import { clientKey } from '../../http/client-key';
import { matchingStep, newEnrolment, qrCodeDataUrl } from './totp';

/** The signed-in member of staff, as the two-factor calls need them. */
export interface StaffAccount extends Staff {
  /** The authenticator app's label for the account. */
  email: string;
  passwordMatches: (password: string) => Promise<boolean>;
}

export const WRONG_CODE = msg('That code is not right. Try the newest code from your app.');
export const ALREADY_ON = msg('Two-factor sign-in is already on.');
export const CLINIC_REQUIRES_IT = msg('The clinic requires two-factor sign-in for every doctor, so it cannot be turned off.');

/** Whether two-factor is on, whether the clinic asks for it, and how many backup codes are left. */
export async function twoFactorStatus(db: Db, staff: Staff): Promise<TwoFactorStatus> {
  const enrolled = await isEnrolled(db, staff);
  return {
    enrolled,
    required: staff.role === 'doctor' && (await clinicRequiresDoctorTwoFactor(db)),
    backupCodesLeft: enrolled ? await backupCodesLeft(db, staff) : 0,
  };
}

/** A fresh secret to scan or type; it counts only once confirmed with a code from the app. */
export async function startTwoFactorSetup(db: Db, jwtSecret: string, account: StaffAccount): Promise<TwoFactorSetup> {
  const { secret, otpauthUrl } = newEnrolment(account.email);
  if (!(await startEnrolment(db, account, sealSecret(jwtSecret, secret)))) throw conflict(ALREADY_ON);
  return { secret, otpauthUrl, qrCode: await qrCodeDataUrl(otpauthUrl) };
}

/**
 * The first right code turns two-factor on and gives the ten backup codes, shown this once. Every session
 * of the account issued before ends (the caller answers this device a fresh token).
 */
export async function confirmTwoFactor(db: Db, jwtSecret: string, staff: Staff, code: string, ip: string): Promise<string[]> {
  const enrolment = await findEnrolment(db, staff);
  if (enrolment?.confirmedAt) throw conflict(ALREADY_ON);
  const secret = enrolment && unsealSecret(jwtSecret, enrolment.secret);
  if (!secret) throw badRequest(msg('Start setting up two-factor sign-in first.'));
  const step = await matchingStep(secret, code.trim(), enrolment.lastStep);
  if (step === undefined) throw badRequest(WRONG_CODE);
  const codes = newBackupCodes();
  const confirmed = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    if (!(await claimStep(tx, staff, step, true))) return false;
    await replaceBackupCodes(tx, staff, codes.map(backupCodeHash));
    // Sessions signed in with a password alone end; the device that turned it on gets a fresh token.
    if (staff.role === 'doctor') await endAllSessions(tx, 'doctor', staff.subject);
    else if (staff.staffId) await endStaffSessions(tx, staff.staffId);
    await recordAudit(tx, {
      actorRole: staff.role,
      actorId: staff.subject,
      action: 'two-factor-enrolled',
      targetType: 'account',
      targetId: staff.subject,
      ip,
    });
    return true;
  });
  // Another request confirmed it with the same code a moment before.
  if (!confirmed) throw conflict(ALREADY_ON);
  return codes;
}

/**
 * Turning it off asks for the password and a current code (or a backup code); a doctor the clinic requires
 * it of cannot. The two are guessed no faster than a sign-in's: they go through the same slowdown, counted
 * for the account and this client before they are checked (accounts/sign-in-guard).
 */
export async function disableTwoFactor(ctx: AccountsContext, account: StaffAccount, request: TwoFactorDisableRequest, ip: string) {
  const { db, config } = ctx;
  if (account.role === 'doctor' && (await clinicRequiresDoctorTwoFactor(db))) throw conflict(CLINIC_REQUIRES_IT);
  if (!(await isEnrolled(db, account))) throw conflict(msg('Two-factor sign-in is already off.'));
  const outcome = await throttledSignIn(ctx, { role: account.role, email: account.email, client: clientKey(ip) }, undefined, {
    password: () => account.passwordMatches(request.password),
    secondFactor: () => checkSecondFactor(db, config.jwtSecret, account, request.code),
  });
  if (!outcome.passwordRight) throw badRequest(msg('That password is not right.'));
  if (outcome.secondFactor !== 'app' && outcome.secondFactor !== 'backup') throw badRequest(WRONG_CODE);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await removeEnrolment(tx, account);
    await recordAudit(tx, {
      actorRole: account.role,
      actorId: account.subject,
      action: 'two-factor-disabled',
      targetType: 'account',
      targetId: account.subject,
      ip,
    });
  });
}
