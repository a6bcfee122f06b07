import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT, errors } from 'jose';

export type Role = 'patient' | 'doctor' | 'admin';

/** How long each role stays signed in: patients and doctors a week, the admin (who can do most) 12 hours. */
export const TOKEN_LIFETIME: Record<Role, string> = { patient: '7d', doctor: '7d', admin: '12h' };
const ISSUER = 'sunrise-clinic-api';

export interface TokenService {
  sign(role: Role, subject: string): Promise<string>;
  /** The subject of a valid token of that role, or why it was refused. */
  verify(role: Role, token: string): Promise<{ ok: true; subject: string } | { ok: false; reason: 'invalid' | 'expired' | 'wrong-role' }>;
}

/** HS256 JWTs carrying `role` and `sub`, with an expiry (decision 16: never the credentials themselves). */
export function createTokenService(secret: string): TokenService {
  // A KeyObject made once: jose then signs and checks with node's HMAC instead of importing the raw
  // secret into WebCrypto on every request (a tenth of the api's time under booking load).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: (role, subject) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME[role])
        .sign(key),
    async verify(role, token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        if (payload.role !== role) return { ok: false, reason: 'wrong-role' };
        return { ok: true, subject: payload.sub! };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
