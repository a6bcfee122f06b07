import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { doctorSessionIsCurrent } from '../accounts';
import { msg } from '../../i18n';

export const SET_UP_TWO_FACTOR_FIRST = msg('Set up two-factor sign-in on your profile first');

/**
 * The doctor's routes: a doctor token whose doctor still exists and whose session has not been ended (a
 * deleted doctor, a changed password: signed out at once; see accounts/sessions). A token issued only to
 * enrol two-factor (claim `mfa: 'setup'`) opens the two-factor routes alone, which have their own guard.
 */
export const requireDoctor = (ctx: ApiContext) =>
  requireRole(ctx.tokens, 'doctor', async (id, claims) => {
    if (!(await doctorSessionIsCurrent(ctx.db, id, claims))) return false;
    if (claims.mfa === 'setup') throw forbidden(SET_UP_TWO_FACTOR_FIRST);
    return true;
  });
