import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { doctorSessionIsCurrent } from '../accounts';

/** The claim of a token that opens only the two-factor set-up (the clinic requires it; the doctor has none yet). */
export const SETUP_CLAIM = 'mfa';

/**
 * The doctor's two-factor routes and profile: any current doctor session, including one signed in only
 * to enrol (`mfa: 'setup'`), which `requireDoctor` refuses everywhere else with 403.
 */
export const requireDoctorEvenEnrolling = (ctx: ApiContext) =>
  requireRole(ctx.tokens, 'doctor', (id, claims) => doctorSessionIsCurrent(ctx.db, id, claims));
