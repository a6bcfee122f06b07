import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExtraClaims, Role, TokenService } from './tokens';
import { msg } from '../i18n';
import { forbidden, unauthorized } from './errors';

/** The header that carries each role's token (spec section 7). */
export const TOKEN_HEADER: Record<Role, 'token' | 'dtoken' | 'atoken'> = { patient: 'token', doctor: 'dtoken', admin: 'atoken' };

export const SIGN_IN_AGAIN = msg('Not authorized, please log in again');
export const SESSION_EXPIRED = msg('Your session has expired, please log in again');
export const WRONG_ROLE = msg('This account cannot do that');

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the signed-in patient or doctor, or the admin's email. */
    principal: string;
    /** The string claims of the token the guard accepted (a session's epoch `sv`, the admin's credentials tag). */
    tokenClaims: ExtraClaims;
  }
}

/**
 * An `onRequest` hook, so it runs before any body (an upload, say) is read. A missing, broken or expired
 * token answers 401; a valid token of another role answers 403. `accepts` may refuse a subject that no
 * longer holds the role (the admin's token after ADMIN_EMAIL or ADMIN_PASSWORD changed, a deleted doctor's
 * token); a patient's standing (blocked, gone) is checked by the token service the api wraps (patient-standing).
 */
export function requireRole(
  tokens: TokenService,
  role: Role,
  accepts: (subject: string, claims: ExtraClaims) => boolean | Promise<boolean> = () => true,
) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const raw = request.headers[TOKEN_HEADER[role]];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) throw unauthorized(SIGN_IN_AGAIN);
    const result = await tokens.verify(role, token);
    if (result.ok) {
      if (!(await accepts(result.subject, result.claims))) throw unauthorized(SIGN_IN_AGAIN);
      request.principal = result.subject;
      request.tokenClaims = result.claims;
      return;
    }
    if (result.reason === 'wrong-role') throw forbidden(WRONG_ROLE);
    throw unauthorized(result.reason === 'expired' ? SESSION_EXPIRED : SIGN_IN_AGAIN);
  };
}
