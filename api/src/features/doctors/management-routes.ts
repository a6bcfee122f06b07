import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { underApi } from '../../http/route-path';
import { requireAdmin } from '../admin/guard';
import { requireDoctor } from './guard';
import { allDoctors, changeAvailability, deleteDoctor, updateOwnProfile } from './management-service';

/** The admin's doctor list and actions, and the doctor's own profile edit. */
export async function doctorManagementRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = requireAdmin(ctx);

  r.get(
    underApi(calls.adminDoctors.path),
    { onRequest: asAdmin, schema: { response: { 200: calls.adminDoctors.response } } },
    async () => ({ success: true as const, message: '', doctors: await allDoctors(ctx.db, ctx.config.clinicTz) }),
  );

  r.post(
    underApi(calls.adminChangeAvailability.path),
    { onRequest: asAdmin, schema: { body: calls.adminChangeAvailability.request, response: { 200: calls.adminChangeAvailability.response } } },
    async (request) => {
      await changeAvailability(ctx.db, request.body.docId);
      return { success: true as const, message: 'Availability Changed' };
    },
  );

  r.post(
    underApi(calls.adminDeleteDoctor.path),
    { onRequest: asAdmin, schema: { body: calls.adminDeleteDoctor.request, response: { 200: calls.adminDeleteDoctor.response } } },
    async (request) => {
      await deleteDoctor(ctx.db, request.body.docId);
      return { success: true as const, message: 'Doctor Deleted' };
    },
  );

  r.post(
    underApi(calls.doctorUpdateProfile.path),
    { onRequest: requireDoctor(ctx), schema: { body: calls.doctorUpdateProfile.request, response: { 200: calls.doctorUpdateProfile.response } } },
    async (request) => {
      await updateOwnProfile(ctx.db, request.principal, request.body);
      return { success: true as const, message: 'Profile Updated' };
    },
  );
}
