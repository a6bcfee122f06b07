import { jwtVerify, SignJWT, errors } from 'jose';

export type Role = 'patient' | 'doctor' | 'admin';

/** How long each role stays signed in: staff sessions are shorter, an admin's shortest. */
const LIFETIME: Record<Role, string> = { patient: '7d', doctor: '7d', admin: '12h' };

export interface TokenService {
  sign(role: Role, subject: string): Promise<string>;
  /** The subject of a valid token of that role, or why it was refused. */
  verify(role: Role, token: string): Promise<{ ok: true; subject: string } | { ok: false; reason: 'invalid' | 'expired' | 'wrong-role' }>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (role, subject) =>
      new SignJWT({ role }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt().setExpirationTime(LIFETIME[role]).sign(key),
    async verify(role, token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.role !== role) return { ok: false, reason: 'wrong-role' };
        if (!payload.sub) return { ok: false, reason: 'invalid' };
        return { ok: true, subject: payload.sub };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
