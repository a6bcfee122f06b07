import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { findDoctor } from './doctor-repository';

/** The doctor's routes: a doctor token whose doctor still exists (a deleted doctor is signed out at once). */
export const requireDoctor = (ctx: ApiContext) =>
  requireRole(ctx.tokens, 'doctor', async (id) => (await findDoctor(ctx.db, id)) !== undefined);
