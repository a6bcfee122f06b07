import { createHmac, timingSafeEqual } from 'node:crypto';
import { idSchema } from '@clinic/shared/contract';
import { purposeKey, type KeyPurpose } from './purpose-key';

/**
 * A link that names a record and works until a time, signed for one purpose and bound to a value the link
 * does not carry (the address a proof went to, the patient an appointment is theirs): `<id>.<expiry, unix
 * seconds>.<signature>`. The e-mail proof and a reminder's "I am coming" are such links.
 */
const signature = (secret: string, purpose: KeyPurpose, id: string, expires: number, bound: string) =>
  createHmac('sha256', purposeKey(secret, purpose)).update(`${id}\0${expires}\0${bound}`).digest('base64url');

export function signExpiringLink(secret: string, purpose: KeyPurpose, id: string, expiresAt: Date, bound: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${signature(secret, purpose, id, expires, bound)}`;
}

export interface ExpiringLink {
  id: string;
  expires: number;
  given: string;
}

/** The link's parts when it is well formed, names a record id and has not expired at `now`; else null. */
export function readExpiringLink(token: string, now = Date.now()): ExpiringLink | null {
  const [id, expiresText, given, ...rest] = token.split('.');
  const expires = Number(expiresText);
  if (rest.length > 0 || !id || !given || !Number.isSafeInteger(expires) || expires * 1000 <= now) return null;
  return idSchema.safeParse(id).success ? { id, expires, given } : null;
}

/** Whether the link was signed for this purpose and bound to `bound` (the value as the record holds it now). */
export function isSignedFor(secret: string, purpose: KeyPurpose, link: ExpiringLink, bound: string): boolean {
  const expected = Buffer.from(signature(secret, purpose, link.id, link.expires, bound));
  const actual = Buffer.from(link.given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
