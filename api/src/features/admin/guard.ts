import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { CREDENTIALS_CLAIM, holdsCurrentCredentials } from './credentials';

/**
 * The admin's routes: an admin token whose subject is still the configured admin and that was issued
 * under the credentials configured now (a changed ADMIN_EMAIL or ADMIN_PASSWORD signs every admin out).
 */
export const requireAdmin = (ctx: Pick<ApiContext, 'tokens' | 'config'>) =>
  requireRole(
    ctx.tokens,
    'admin',
    (subject, claims) => subject === ctx.config.admin.email && holdsCurrentCredentials(ctx.config, claims[CREDENTIALS_CLAIM]),
  );
