import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { msg } from '../../i18n';
import { clientAddress, recordAudit } from '../audit/record';
import { signInFailed, signInSucceeded, type AccountsContext, type AccountOwner } from '../accounts/sign-in-guard';
import { findDoctor } from '../doctors/doctor-repository';
import { clinicRequiresDoctorTwoFactor } from './enrolment-repository';
import { isEnrolled, useSecondFactor } from './second-factor';
import { WRONG_CODE, type StaffAccount } from './two-factor-service';

export const ENTER_CODE = msg('Enter the 6-digit code from your authenticator app');

type Attempt = Pick<StaffAccount, 'role'> & { request: FastifyRequest<{ Body: { email: string } }> };

/**
 * The password step of a staff sign-in: a refusal (401) is written to the audit log under the e-mail
 * that was tried, then passed on unchanged.
 */
export async function checkedPassword<T>(db: Db, { role, request }: Attempt, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) await recordFailure(db, { role, request }, 'password');
    throw error;
  }
}

const recordFailure = (db: Db, { role, request }: Attempt, reason: 'password' | 'code') =>
  recordAudit(db, {
    actorRole: role,
    actorId: request.body.email,
    action: 'sign-in-failed',
    targetType: 'account',
    ip: clientAddress(request),
    detail: { wrong: reason },
  });

/**
 * The second step, once the password was right. Enrolled: the code (or a backup code, once) is needed,
 * and its absence or a wrong one answers 401 with `mfaRequired`. Not enrolled: signed in, and a doctor
 * the clinic requires two-factor of is told to set it up (`setupRequired`: the token opens only that).
 */
export async function secondStep(
  ctx: AccountsContext,
  attempt: Attempt & { subject: string; code: string | undefined },
): Promise<{ setupRequired: boolean }> {
  const { db, config } = ctx;
  const { role, subject, request, code } = attempt;
  const staff = { role, subject };
  const ip = clientAddress(request);
  let detail: Record<string, unknown> = {};
  if (await isEnrolled(db, staff)) {
    if (!code) throw new HttpError(401, ENTER_CODE, { mfaRequired: true });
    const used = await useSecondFactor(db, config.jwtSecret, staff, code);
    if (!used) {
      await recordFailure(db, attempt, 'code');
      // A wrong code slows the account down like a wrong password (accounts/sign-in-guard).
      const owner = await ownerOf(ctx, staff);
      if (owner) await signInFailed(ctx, owner);
      throw new HttpError(401, WRONG_CODE, { mfaRequired: true });
    }
    await signInSucceeded(ctx, role, subject);
    if (used === 'backup')
      await recordAudit(db, {
        actorRole: role,
        actorId: subject,
        action: 'backup-code-used',
        targetType: 'account',
        targetId: subject,
        ip,
      });
    detail = { secondFactor: used };
  }
  const setupRequired = role === 'doctor' && !detail.secondFactor && (await clinicRequiresDoctorTwoFactor(db));
  await recordAudit(db, { actorRole: role, actorId: subject, action: 'sign-in', targetType: 'account', targetId: subject, ip, detail });
  return { setupRequired };
}

/** Whom the sign-in slowdown tells about failures: the doctor, or the configured admin. */
async function ownerOf(ctx: AccountsContext, { role, subject }: Pick<StaffAccount, 'role' | 'subject'>): Promise<AccountOwner | undefined> {
  if (role === 'admin') return { role, id: subject, email: ctx.config.admin.email, name: 'Administrator' };
  const doctor = await findDoctor(ctx.db, subject);
  return doctor && { role, id: doctor.id, email: doctor.email, name: doctor.name };
}
