import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { adminSessionIsCurrent } from './admin-session';
import { CREDENTIALS_CLAIM, holdsCurrentCredentials } from './credentials';

/**
 * The admin's routes: an admin token whose subject is still the configured admin, that was issued under
 * the credentials configured now (a changed ADMIN_EMAIL or ADMIN_PASSWORD signs every admin out), and whose
 * session has not been ended since (turning two-factor on ends the earlier ones: admin-session).
 */
export const requireAdmin = (ctx: Pick<ApiContext, 'tokens' | 'config' | 'db'>) =>
  requireRole(
    ctx.tokens,
    'admin',
    async (subject, claims) =>
      subject === ctx.config.admin.email &&
      holdsCurrentCredentials(ctx.config, claims[CREDENTIALS_CLAIM]) &&
      (await adminSessionIsCurrent(ctx.db, claims)),
  );
