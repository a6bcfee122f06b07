import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a reminder's unsubscribe link: the user's id and what it unsubscribes from, signed with
 * HMAC-SHA256. It needs no login and no expiry (a link in an old e-mail should still work), so the
 * signature is all that stands between a stranger and someone else's settings: any change is refused.
 * Shape: base64url(`reminders:<userId>`) + '.' + base64url(signature).
 */
const PURPOSE = 'reminders';

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function signUnsubscribeToken(userId: string, secret: string): string {
  const payload = `${PURPOSE}:${userId}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(payload, secret).toString('base64url')}`;
}

/** The user id the token was made for, or null when it is malformed, tampered with or for another purpose. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const userId = payload.startsWith(`${PURPOSE}:`) ? payload.slice(PURPOSE.length + 1) : '';
  // Compared whole with the token we would have made, so only its one exact spelling passes.
  const expected = Buffer.from(signUnsubscribeToken(userId, secret));
  const given = Buffer.from(token);
  return userId && given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
