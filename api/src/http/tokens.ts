import { createSigner, createVerifier, TokenError } from 'fast-jwt';

import type { SignInKind } from '@clinic/shared/permissions';

/** The sign-in a token is of (its `role` claim): owner, admin and front desk sign in as `admin`. */
export type Role = SignInKind;

/** How long each role stays signed in: patients and doctors a week, the admin (who can do most) 12 hours. */
export const TOKEN_LIFETIME: Record<Role, string> = { patient: '7d', doctor: '7d', admin: '12h' };
const ISSUER = 'sunrise-clinic-api';

/** Claims a role adds beside `role` and `sub` (the admin's: a tag of the credentials it signed in with). */
export type ExtraClaims = Record<string, string>;

export type VerifiedToken =
  { ok: true; subject: string; claims: ExtraClaims } | { ok: false; reason: 'invalid' | 'expired' | 'wrong-role' };

export interface TokenService {
  sign(role: Role, subject: string, claims?: ExtraClaims): Promise<string>;
  /** The subject (and string claims) of a valid token of that role, or why it was refused. */
  verify(role: Role, token: string): Promise<VerifiedToken>;
  /**
   * The same check by signature alone, when a service wraps `verify` with a look-up of the account (a
   * patient's standing): for a route whose own statement checks the account anyway (booking).
   */
  bySignatureOnly?: TokenService;
}

/**
 * HS256 JWTs carrying `role` and `sub`, with an expiry (decision 16: never the credentials themselves).
 * fast-jwt (nearForm's, behind @fastify/jwt) checks them synchronously with node's HMAC; jose 6 goes
 * through WebCrypto, a thread-pool job per request and a fifth of the api's time per booking.
 */
export function createTokenService(secret: string): TokenService {
  const signers = Object.fromEntries(
    (Object.keys(TOKEN_LIFETIME) as Role[]).map((role) => [
      role,
      createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, expiresIn: TOKEN_LIFETIME[role] }),
    ]),
  ) as Record<Role, (payload: object) => string>;
  const check = createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, requiredClaims: ['exp', 'sub'] });
  return {
    sign: async (role, subject, claims = {}) => signers[role]({ ...claims, role, sub: subject }),
    async verify(role, token) {
      let payload: Record<string, unknown>;
      try {
        payload = check(token);
      } catch (error) {
        return { ok: false, reason: error instanceof TokenError && error.code === TokenError.codes.expired ? 'expired' : 'invalid' };
      }
      if (typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
      if (payload.role !== role) return { ok: false, reason: 'wrong-role' };
      const claims: ExtraClaims = {};
      for (const [name, value] of Object.entries(payload)) if (typeof value === 'string') claims[name] = value;
      return { ok: true, subject: payload.sub, claims };
    },
  };
}
