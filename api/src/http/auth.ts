import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExtraClaims, Role, TokenService } from './tokens';
import { roleCan, type PermissionString, type Role as AccountRole } from '@clinic/shared/permissions';
import { msg } from '../i18n';
import { forbidden, unauthorized } from './errors';

/** The header that carries each role's token (spec section 7). */
export const TOKEN_HEADER: Record<Role, 'token' | 'dtoken' | 'atoken'> = { patient: 'token', doctor: 'dtoken', admin: 'atoken' };

export const SIGN_IN_AGAIN = msg('Not authorized, please log in again');
export const SESSION_EXPIRED = msg('Your session has expired, please log in again');
export const WRONG_ROLE = msg('This account cannot do that');

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the signed-in patient or doctor, or the e-mail of the signed-in owner, admin or front desk. */
    principal: string;
    /** The signed-in account's role, whose permissions the call's guard checks (decision 55). */
    role: AccountRole;
    /** The string claims of the token the guard accepted (a session's epoch `sv`, the admin's credentials tag). */
    tokenClaims: ExtraClaims;
  }
}

/** The role a sign-in gives unless `accepts` says otherwise (the admin sign-in's accounts say theirs). */
const DEFAULT_ROLE: Record<Role, AccountRole> = { patient: 'patient', doctor: 'doctor', admin: 'admin' };

/**
 * An `onRequest` hook, so it runs before any body (an upload, say) is read. A missing, broken or expired
 * token answers 401; a valid token of another role answers 403. `accepts` may refuse a subject that no
 * longer holds the role (the admin's token after ADMIN_EMAIL or ADMIN_PASSWORD changed, a deleted doctor's
 * token, a removed member of staff) and may set the request's `principal` and `role` from the account; a
 * patient's standing (blocked, gone) is checked by the token service the api wraps (patient-standing).
 */
export function requireRole(
  tokens: TokenService,
  role: Role,
  accepts: (subject: string, claims: ExtraClaims, request: FastifyRequest) => boolean | Promise<boolean> = () => true,
) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const raw = request.headers[TOKEN_HEADER[role]];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) throw unauthorized(SIGN_IN_AGAIN);
    const result = await tokens.verify(role, token);
    if (result.ok) {
      request.principal = result.subject;
      request.role = DEFAULT_ROLE[role];
      request.tokenClaims = result.claims;
      if (!(await accepts(result.subject, result.claims, request))) throw unauthorized(SIGN_IN_AGAIN);
      return;
    }
    if (result.reason === 'wrong-role') throw forbidden(WRONG_ROLE);
    throw unauthorized(result.reason === 'expired' ? SESSION_EXPIRED : SIGN_IN_AGAIN);
  };
}

/** The call's permission (decision 55), checked after its sign-in's guard: a role without it is 403. */
export function requirePermission(permission: PermissionString) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!roleCan(request.role, permission)) throw forbidden(WRONG_ROLE);
  };
}
