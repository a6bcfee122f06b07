import { MESSAGES, type LoginRequest, type RegisterRequest, type UserProfile } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { conflict, forbidden, isUniqueViolation, unauthorized } from '../../http/errors';
import { checkPassword, hashPassword } from '../../http/passwords';
import { findUser, findUserByEmail, insertUser, toUserProfile } from './user-repository';

export const EMAIL_TAKEN = 'An account with this email already exists, please log in';
export const ACCOUNT_BLOCKED = 'This account is blocked. Please contact the clinic.';

/** Creates a patient account and returns its id (decision 15: a taken email says so, nothing more). */
export async function registerPatient(db: Db, { name, email, password }: RegisterRequest): Promise<string> {
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);
  try {
    return await insertUser(db, { name, email, passwordHash: await hashPassword(password) });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The patient's id for right credentials; `Invalid credentials` otherwise, as slowly either way (decision 14).
 * A blocked account is told so, but only to someone who knows its password.
 */
export async function loginPatient(db: Db, { email, password }: LoginRequest): Promise<string> {
  const user = await findUserByEmail(db, email);
  const matches = await checkPassword(user?.passwordHash, password);
  if (!user || !matches) throw unauthorized(MESSAGES.invalidCredentials);
  if (user.blockedAt) throw forbidden(ACCOUNT_BLOCKED);
  return user.id;
}

export async function patientProfile(db: Db, userId: string): Promise<UserProfile> {
  const user = await findUser(db, userId);
  // A valid token for an account that is gone: the client should sign in again.
  if (!user) throw unauthorized(SIGN_IN_AGAIN);
  return toUserProfile(user);
}
