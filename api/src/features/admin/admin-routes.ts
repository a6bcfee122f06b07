import type { FastifyInstance } from 'fastify';
import { authRateLimit, type ApiContext } from '../../context';
import { clientKey } from '../../http/client-key';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { adminSignInToken } from './admin-session';
import { checkAdminCredentials } from './admin-sign-in';
import { withOtherRoleHint, type StaffSignInAccounts } from '../accounts';
import { checkedPassword, secondStep } from '../two-factor';

/** The admin's own account: signing in. `staffAccounts` finds a doctor's account for the other-role hint. */
export const adminRoutesForAdmin = (staffAccounts: StaffSignInAccounts) => async (app: FastifyInstance, ctx: ApiContext) => {
  // The configured owner's token names the admin's email and carries a tag of the credentials, so changing
  // ADMIN_PASSWORD signs out every such token issued before; an added account's names its id; both carry
  // the session's epoch (admin-session).
  contractRoute(app, ctx, 'adminLogin', {
    config: authRateLimit(ctx.config),
    handler: async (request) => {
      const attempt = { role: 'admin' as const, request };
      const client = clientKey(request.ip);
      // A doctor's right password here is told to choose Doctor (accounts/other-staff-role).
      const { subject, secondFactor, account } = await checkedPassword(ctx.db, attempt, () =>
        withOtherRoleHint(ctx, staffAccounts, 'admin', request.body, client, () => checkAdminCredentials(ctx, request.body, client)),
      );
      // Staff may choose two-factor; once on, the code is needed (staff-sign-in).
      await secondStep(ctx, { ...attempt, subject, secondFactor });
      return {
        success: true as const,
        message: msg('Welcome back'),
        token: await adminSignInToken(ctx, account),
      };
    },
  });
};
