import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import type { ExtraClaims } from '../../http/tokens';
import { epochOf } from '../accounts';
import { configuredOwner, staffById, type StaffRow } from '../staff';
import { CREDENTIALS_CLAIM, holdsCurrentCredentials } from './credentials';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner, admin or front desk an admin-sign-in token stands for (decision 55). */
    staff: StaffRow;
  }
}

type GuardContext = Pick<ApiContext, 'tokens' | 'config' | 'db'>;

/**
 * The account an admin-sign-in token stands for, if it still may: the configured owner's token names the
 * configured e-mail and carries a tag of the credentials configured now (a changed ADMIN_EMAIL or
 * ADMIN_PASSWORD signs it out); an added member of staff's names their id, and they must not be removed.
 * Either way the session must not have been ended since (two-factor turned on, removal: admin-session).
 */
export async function staffOfToken(ctx: GuardContext, subject: string, claims: ExtraClaims): Promise<StaffRow | undefined> {
  const staff =
    subject === ctx.config.admin.email
      ? holdsCurrentCredentials(ctx.config, claims[CREDENTIALS_CLAIM])
        ? await configuredOwner(ctx.db)
        : undefined
      : await staffById(ctx.db, subject);
  if (!staff || staff.removedAt || (!staff.configured && subject !== staff.id)) return undefined;
  return epochOf(claims) === staff.sessionEpoch ? staff : undefined;
}

/** The e-mail an account signs in with: the configured owner's is the configured one. */
export const staffEmail = (config: ApiContext['config'], staff: Pick<StaffRow, 'configured' | 'email'>) =>
  staff.configured ? config.admin.email : staff.email!;

/**
 * The routes of the admin sign-in (owner, admin, front desk): the token's account, its role (whose
 * permissions the call's guard then checks) and, as the principal, its e-mail (the audit log's actor).
 */
export const requireAdmin = (ctx: GuardContext) =>
  requireRole(ctx.tokens, 'admin', async (subject, claims, request: FastifyRequest) => {
    const staff = await staffOfToken(ctx, subject, claims);
    if (!staff) return false;
    request.staff = staff;
    request.role = staff.role;
    request.principal = staffEmail(ctx.config, staff);
    return true;
  });
