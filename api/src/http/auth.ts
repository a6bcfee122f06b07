import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, TokenService } from './tokens';
import { forbidden, unauthorized } from './errors';

/** The header that carries each role's token (spec section 7). */
export const TOKEN_HEADER: Record<Role, 'token' | 'dtoken' | 'atoken'> = { patient: 'token', doctor: 'dtoken', admin: 'atoken' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the signed-in patient or doctor, or the admin's email. */
    principal: string;
  }
}

/**
 * An `onRequest` hook, so it runs before any body (an upload, say) is read. A missing or broken token
 * answers 401; a valid token of another role answers 403.
 */
export function requireRole(tokens: TokenService, role: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const raw = request.headers[TOKEN_HEADER[role]];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) throw unauthorized('Not authorized, please log in again');
    const result = await tokens.verify(role, token);
    if (result.ok) {
      request.principal = result.subject;
      return;
    }
    if (result.reason === 'wrong-role') throw forbidden('This account cannot do that');
    throw unauthorized(result.reason === 'expired' ? 'Your session has expired, please log in again' : 'Not authorized, please log in again');
  };
}
