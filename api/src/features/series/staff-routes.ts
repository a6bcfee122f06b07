import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminSeriesRequest, DoctorSeriesRequest } from '@clinic/shared/contract';
import type { StaffAccountRole } from '@clinic/shared/permissions';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { languageOf, localize } from '../../http/language';
import { planOrBookSeries, seriesAnswerIn, type SeriesRequest } from './series-service';

/**
 * The series a member of staff asks for, in their scope (decision 55): a doctor books with themselves only
 * and names only their own patients (decisions 7, 50); every other role with the doctor the request names
 * (they reach this through `adminBookSeries`, whose request requires `docId`).
 */
const inScope = (request: Pick<FastifyRequest, 'role' | 'principal'>, body: DoctorSeriesRequest | AdminSeriesRequest): SeriesRequest => {
  // Who booked it, as the audit log names them (decision 56): the doctor's id, the other staff's e-mail.
  const bookedBy = { role: request.role as StaffAccountRole, id: request.principal };
  return request.role === 'doctor'
    ? { ...body, docId: request.principal, nameOnlyOwnPatients: true, bookedBy }
    : { ...(body as AdminSeriesRequest), bookedBy };
};

/**
 * Planning and booking a weekly series (decision 50): one handler for both sign-ins, behind
 * `appointment.bookSeries`; `/api/admin/book-series` and `/api/doctor/book-series` are its aliases.
 */
export async function seriesRoutesForStaff(app: FastifyInstance, ctx: ApiContext) {
  for (const name of ['adminBookSeries', 'doctorBookSeries'] as const)
    contractRoute(app, ctx, name, {
      handler: async (request) => {
        const plan = await planOrBookSeries(ctx.db, inScope(request, request.body), { clinicTz: ctx.config.clinicTz });
        const { message, ...answer } = seriesAnswerIn(plan, languageOf(request));
        return { success: true as const, message: localize(request, message), ...answer };
      },
    });
}
