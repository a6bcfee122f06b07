import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import { accountRateLimit, allLeaveDoctorList, authRateLimit, type ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { parseFields, readMultipartForm } from '../../http/multipart-form';
import { underApi } from '../../http/route-path';
import { uploadedImageToWebp } from '../images/uploaded-image';
import { updatePatientProfile } from './profile-service';
import { loginPatient, patientProfile, registerPatient } from './user-service';

export async function userRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asPatient = requireRole(ctx.tokens, 'patient');
  const limited = authRateLimit(ctx.config);
  allLeaveDoctorList(app);

  r.post(
    underApi(calls.userRegister.path),
    { schema: { body: calls.userRegister.request, response: { 201: calls.userRegister.response } }, config: limited },
    async (request, reply) => {
      const id = await registerPatient(ctx.db, request.body);
      reply.code(201);
      return { success: true as const, message: 'Account created', token: await ctx.tokens.sign('patient', id) };
    },
  );

  r.post(
    underApi(calls.userLogin.path),
    { schema: { body: calls.userLogin.request, response: { 200: calls.userLogin.response } }, config: limited },
    async (request) => {
      const id = await loginPatient(ctx.db, request.body);
      return { success: true as const, message: 'Welcome back', token: await ctx.tokens.sign('patient', id) };
    },
  );

  r.get(
    underApi(calls.userProfile.path),
    { onRequest: asPatient, schema: { response: { 200: calls.userProfile.response } } },
    async (request) => ({ success: true as const, message: '', userData: await patientProfile(ctx.db, request.principal) }),
  );

  // Multipart (the photo beside the fields): read and checked by hand; the guard runs before any of it.
  r.post(
    underApi(calls.userUpdateProfile.path),
    { onRequest: asPatient, schema: { response: { 200: calls.userUpdateProfile.response } }, config: accountRateLimit(ctx.config.uploadRateLimit) },
    async (request) => {
      const form = await readMultipartForm(request, { jsonFields: ['address'] });
      const fields = parseFields(calls.userUpdateProfile.request, form.fields);
      const image = form.image && (await uploadedImageToWebp(form.image));
      await updatePatientProfile(ctx.db, request.principal, fields, image);
      return { success: true as const, message: 'Profile Updated' };
    },
  );
}
