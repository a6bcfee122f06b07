import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { msg } from '../../i18n';
import { clientAddress, recordAudit } from '../audit';
import type { AccountsContext, SecondFactorCheck } from '../accounts';
import { clinicRequiresDoctorTwoFactor } from './enrolment-repository';
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
 * The second step, once the password was right (its code was checked, and counted by the slowdown, with
 * the password: accounts/sign-in-guard). Enrolled: the code (or a backup code, once) is needed, and its
 * absence or a wrong one answers 401 with `mfaRequired`. Not enrolled: signed in, and a doctor the clinic
 * requires two-factor of is told to set it up (`setupRequired`: the token opens only that).
 */
export async function secondStep(
  ctx: AccountsContext,
  attempt: Attempt & { subject: string; secondFactor: SecondFactorCheck },
): Promise<{ setupRequired: boolean }> {
  const { db } = ctx;
  const { role, subject, request, secondFactor } = attempt;
  const ip = clientAddress(request);
  if (secondFactor === 'missing') throw new HttpError(401, ENTER_CODE, { mfaRequired: true });
  if (secondFactor === 'wrong') {
    await recordFailure(db, attempt, 'code');
    throw new HttpError(401, WRONG_CODE, { mfaRequired: true });
  }
  if (secondFactor === 'backup')
    await recordAudit(db, { actorRole: role, actorId: subject, action: 'backup-code-used', targetType: 'account', targetId: subject, ip });
  const detail = secondFactor === 'not-enrolled' ? {} : { secondFactor };
  const setupRequired = role === 'doctor' && secondFactor === 'not-enrolled' && (await clinicRequiresDoctorTwoFactor(db));
  await recordAudit(db, { actorRole: role, actorId: subject, action: 'sign-in', targetType: 'account', targetId: subject, ip, detail });
  return { setupRequired };
}
