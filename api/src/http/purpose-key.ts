import { hkdfSync } from 'node:crypto';

/**
 * A key derived from the JWT secret for one purpose alone (HKDF-SHA256), so nothing made with it is
 * something the token service, or another purpose, would make. Kept once derived.
 */
export type KeyPurpose =
  | 'clinic account mail link'
  | 'clinic staff two-factor secret'
  | 'clinic unsubscribe link'
  | 'clinic e-mail proof link'
  | 'clinic keep-appointment link';

const keys = new Map<string, Buffer>();
export function purposeKey(jwtSecret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\0${jwtSecret}`;
  let key = keys.get(id);
  if (!key) keys.set(id, (key = Buffer.from(hkdfSync('sha256', jwtSecret, '', purpose, 32))));
  return key;
}
