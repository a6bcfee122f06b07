import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { purposeKey, type KeyPurpose } from './purpose-key';

/**
 * Text the database keeps but must not show to whoever reads a copy of it (a backup, a dump, the admin's
 * outbox): sealed with AES-256-GCM under a key derived from the JWT secret with HKDF-SHA256, one key per
 * purpose. Changing JWT_SECRET leaves what was sealed before unopenable (decision 47 says what that means
 * for each use).
 */
export type SealPurpose = Extract<KeyPurpose, 'clinic account mail link' | 'clinic staff two-factor secret'>;

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function seal(jwtSecret: string, purpose: SealPurpose, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', purposeKey(jwtSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The text, or undefined when it was sealed under another key or purpose, or is damaged. */
export function unseal(jwtSecret: string, purpose: SealPurpose, stored: string): string | undefined {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', purposeKey(jwtSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
