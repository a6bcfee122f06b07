import { isLanguage } from '@clinic/shared/i18n';
import { MESSAGES, PRIVACY_NOTICE_VERSION, type LoginRequest, type RegisterRequest, type UserProfile } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { conflict, forbidden, isUniqueViolation, unauthorized } from '../../http/errors';
import { msg, type Language } from '../../i18n';
import { checkPassword, hashPassword } from '../../http/passwords';
import { assertGoodPassword, throttledSignIn, type AccountsContext } from '../accounts';
import { findUser, findUserByEmail, insertUser, toUserProfile } from './user-repository';

export const EMAIL_TAKEN = msg('An account with this email already exists, please log in');
export const ACCOUNT_BLOCKED = msg('This account is blocked. Please contact the clinic.');

/**
 * Creates a patient account and returns its id (decision 15: a taken email says so, nothing more). The
 * password must be worth having (accounts/password-policy); signing up is agreeing to the privacy notice,
 * recorded with its version and time. The language the patient signed up in is their messages' language
 * (decision 32) until they choose another on My profile.
 */
export async function registerPatient(db: Db, { name, email, password }: RegisterRequest, language: Language = 'en'): Promise<string> {
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);
  await assertGoodPassword(password, { email, name });
  try {
    return await insertUser(db, {
      name,
      email,
      passwordHash: await hashPassword(password),
      privacyVersion: PRIVACY_NOTICE_VERSION,
      privacyAcceptedAt: new Date(),
      language,
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The patient's id for right credentials; `Invalid credentials` otherwise, as slowly either way (decision 14).
 * Failures slow the next tries down, for a known account and an unknown e-mail alike (accounts/sign-in-guard). A blocked account is told
 * so, but only to someone who knows its password.
 */
export async function loginPatient(ctx: AccountsContext, { email, password }: LoginRequest, client: string): Promise<string> {
  const user = await findUserByEmail(ctx.db, email);
  const owner = user && {
    role: 'patient' as const,
    id: user.id,
    email: user.email,
    name: user.name,
    language: isLanguage(user.language) ? user.language : ('en' as const),
  };
  const key = { role: 'patient' as const, email, client };
  const outcome = await throttledSignIn(ctx, key, owner, { password: () => checkPassword(user?.passwordHash, password) });
  if (!user || !outcome.passwordRight) throw unauthorized(MESSAGES.invalidCredentials);
  if (user.blockedAt) throw forbidden(ACCOUNT_BLOCKED);
  return user.id;
}

export async function patientProfile(db: Db, userId: string): Promise<UserProfile> {
  const user = await findUser(db, userId);
  // A valid token for an account that is gone: the client should sign in again.
  if (!user) throw unauthorized(SIGN_IN_AGAIN);
  return toUserProfile(user);
}
