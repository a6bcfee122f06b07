import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../../http/purpose-key';

/**
 * The token in a reminder's unsubscribe link: the user's id and what it unsubscribes from, signed with
 * HMAC-SHA256. It needs no login and no expiry (a link in an old e-mail should still work), so the
 * signature is all that stands between a stranger and someone else's settings: any change is refused.
 * Shape: base64url(`reminders:<userId>`) + '.' + base64url(signature).
 */
const PURPOSE = 'reminders';

/** Signed under a key of its own (decision 46), so no signature made here is one the token service would make. */
const linkKey = (secret: string) => purposeKey(secret, 'clinic unsubscribe link');

const tokenOf = (payload: string, key: Buffer | string) =>
  `${Buffer.from(payload).toString('base64url')}.${createHmac('sha256', key).update(payload).digest('base64url')}`;

export function signUnsubscribeToken(userId: string, secret: string): string {
  return tokenOf(`${PURPOSE}:${userId}`, linkKey(secret));
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The user id the token was made for, or null when it is malformed, tampered with or for another purpose.
 * A link in an e-mail sent before the key was derived (signed with the JWT secret itself) still works: those
 * e-mails are in patients' inboxes, and a link there should keep working.
 */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const userId = payload.startsWith(`${PURPOSE}:`) ? payload.slice(PURPOSE.length + 1) : '';
  if (!userId) return null;
  // Compared whole with the token we would have made, so only its one exact spelling passes.
  const made = [signUnsubscribeToken(userId, secret), tokenOf(`${PURPOSE}:${userId}`, secret)];
  return made.some((expected) => same(token, expected)) ? userId : null;
}
