import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { EMAIL_LINK_DAYS } from '@clinic/shared/contract';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { isSignedFor, readExpiringLink, signExpiringLink } from '../../http/expiring-link';
import { msg, type Language, type Text } from '../../i18n';
import { emailOff, queueAccountMail } from '../accounts';
import { emailProofLetter, LINK_HIDDEN } from '../messages';

/**
 * Proving an e-mail (decision 34): a link to the account's address, signed with a key kept for this purpose
 * and bound to the address it went to, works for a week on any device, signed in or not. It goes at
 * sign-up and again when asked, three an hour at most, counted in the statement that allows one. A
 * proved account books like any other; one that has proved neither its e-mail nor a phone holds
 * UNVERIFIED_ACTIVE_BOOKINGS upcoming appointments at most (appointments/booking-statement).
 */
export const EMAIL_LINKS_AN_HOUR = 3;

export const EMAIL_OFF = msg('The clinic does not send e-mail yet, so there is no link to send.');
export const EMAIL_ALREADY_CONFIRMED = msg('Your e-mail address is already confirmed.');
export const TOO_MANY_LINKS = msg('Three links were sent in the last hour. Please use the newest one, or ask again later.');
export const LINK_NOT_VALID = msg('This link has expired or is not valid. Sign in and send a new one from My Profile.');
export const EMAIL_CONFIRMED = msg('Your e-mail address is confirmed. Thank you.');
const linkSent = (email: string): Text =>
  msg('We sent a link to {email}. Open it within {days, plural, one {# day} other {# days}} to confirm your address.', {
    email,
    days: EMAIL_LINK_DAYS,
  });

const PURPOSE = 'clinic e-mail proof link';

/** `<user id>.<expiry>.<signature>`: the address is in the signature, not in the link. */
const proofToken = (config: ApiConfig, userId: string, email: string, now = Date.now()) =>
  signExpiringLink(config.jwtSecret, PURPOSE, userId, new Date(now + EMAIL_LINK_DAYS * 24 * 60 * 60 * 1000), email);

export const proofLink = (config: ApiConfig, userId: string, email: string) =>
  `${config.publicUrl}/confirm-email?token=${proofToken(config, userId, email)}`;

/** Whether a link can be sent at all: the e-mail channel is on (SMTP_URL). */
export const canSendEmailLinks = (config: ApiConfig) => emailOff(config) === undefined;

/** Whether an account could prove itself here: by an e-mail link, or by a code on WhatsApp. */
export const canProveAccounts = (config: ApiConfig) => canSendEmailLinks(config) || config.messages.whatsapp !== undefined;

/**
 * Takes one of the hour's three links for the account, in one statement (so a burst cannot take more), and
 * queues its e-mail in the same transaction; the row's address and language are the ones written into it.
 */
async function queueLink(db: Db, config: ApiConfig, userId: string): Promise<string | undefined> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const inWindow = sql`${users.emailLinkWindow} > now() - interval '1 hour'`;
    const [account] = await tx
      .update(users)
      .set({
        emailLinksSent: sql`case when ${inWindow} then ${users.emailLinksSent} + 1 else 1 end`,
        emailLinkWindow: sql`case when ${inWindow} then ${users.emailLinkWindow} else now() end`,
      })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.deletedAt),
          or(isNull(users.emailLinkWindow), sql`not ${inWindow}`, sql`${users.emailLinksSent} < ${EMAIL_LINKS_AN_HOUR}`),
        ),
      )
      .returning({ email: users.email, name: users.name, language: users.language });
    if (!account) return undefined;
    await queueAccountMail(tx, config, {
      kind: 'email-proof',
      to: account.email,
      key: `${userId}:${randomUUID()}`,
      rendered: emailProofLetter({ name: account.name, link: LINK_HIDDEN, language: account.language as Language }),
      secretLink: proofLink(config, userId, account.email),
      userId,
    });
    return account.email;
  });
}

/** At sign-up: the first link, when e-mail is on (with it off, there is nothing the patient could open). */
export async function sendFirstEmailLink(db: Db, config: ApiConfig, userId: string): Promise<void> {
  if (canSendEmailLinks(config)) await queueLink(db, config, userId);
}

/** "Send the link again", from My Profile: a 409 when there is no need or no way, a 429 past three an hour. */
export async function sendEmailLink(db: Db, config: ApiConfig, userId: string): Promise<Text> {
  if (!canSendEmailLinks(config)) throw conflict(EMAIL_OFF);
  const [row] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (row?.verifiedAt) throw conflict(EMAIL_ALREADY_CONFIRMED);
  const email = await queueLink(db, config, userId);
  if (!email) throw new HttpError(429, TOO_MANY_LINKS);
  return linkSent(email);
}

/** Opens a link: unexpired, signed for this account and the address it still has. Using it twice is harmless. */
export async function confirmEmail(db: Db, config: ApiConfig, token: string, now = Date.now()): Promise<Text> {
  const link = readExpiringLink(token, now);
  if (!link) throw badRequest(LINK_NOT_VALID);
  const userId = link.id;
  const [account] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!account || !isSignedFor(config.jwtSecret, PURPOSE, link, account.email)) throw badRequest(LINK_NOT_VALID);
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
  return EMAIL_CONFIRMED;
}
