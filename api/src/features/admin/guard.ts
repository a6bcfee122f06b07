import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';

/** The admin's routes: an admin token whose subject is still the configured admin (ADMIN_EMAIL may change). */
export const requireAdmin = (ctx: ApiContext) => requireRole(ctx.tokens, 'admin', (subject) => subject === ctx.config.admin.email);
