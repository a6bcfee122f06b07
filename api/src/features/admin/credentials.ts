import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApiConfig } from '../../config';

/** The admin token's claim naming the credentials it was issued under. */
export const CREDENTIALS_CLAIM = 'cred';

const tags = new WeakMap<ApiConfig, Buffer>();

/**
 * A tag of the configured admin email and password, keyed with the JWT secret: a token carries it, so a
 * new ADMIN_PASSWORD (or ADMIN_EMAIL) refuses every token issued before it. The token's payload is
 * readable by whoever holds it; without the secret, the tag tells nothing about the password.
 */
function credentialsTag(config: ApiConfig): Buffer {
  let tag = tags.get(config);
  if (!tag) {
    tag = createHmac('sha256', config.jwtSecret).update(`admin-credentials\0${config.admin.email}\0${config.admin.password}`).digest();
    tags.set(config, tag);
  }
  return tag;
}

export const adminCredentialsClaim = (config: ApiConfig) => ({ [CREDENTIALS_CLAIM]: credentialsTag(config).toString('base64url') });

/** Whether a token's claim names the credentials configured now (compared in constant time). */
export function holdsCurrentCredentials(config: ApiConfig, claim: string | undefined): boolean {
  if (!claim) return false;
  const given = Buffer.from(claim, 'base64url');
  const current = credentialsTag(config);
  return given.length === current.length && timingSafeEqual(given, current);
}
