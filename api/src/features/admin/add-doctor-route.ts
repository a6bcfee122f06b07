import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls, MESSAGES } from '@clinic/shared/contract';
import { accountRateLimit, type ApiContext } from '../../context';
import { badRequest } from '../../http/errors';
import { parseFields, readMultipartForm } from '../../http/multipart-form';
import { underApi } from '../../http/route-path';
import { uploadedImageToWebp } from '../images/uploaded-image';
import { addDoctor } from './add-doctor-service';
import { requireAdmin } from './guard';

/** A blank select or input for these means "not chosen": the form's defaults (spec 5) apply, and no fee is not 0. */
const BLANK_IS_MISSING = ['experience', 'speciality', 'about', 'fees'] as const;

/** `POST /api/admin/add-doctor`: multipart, the photo required; the admin guard runs before the body is read. */
export async function addDoctorRoute(app: FastifyInstance, ctx: ApiContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    underApi(calls.adminAddDoctor.path),
    { onRequest: requireAdmin(ctx), schema: { response: { 201: calls.adminAddDoctor.response } }, config: accountRateLimit(ctx.config.uploadRateLimit) },
    async (request, reply) => {
      const form = await readMultipartForm(request, { jsonFields: ['address'], blankIsMissing: BLANK_IS_MISSING });
      // The photo is checked first, as the admin's form does (spec 5).
      if (!form.image) throw badRequest(MESSAGES.imageNotSelected);
      const fields = parseFields(calls.adminAddDoctor.request, form.fields);
      await addDoctor(ctx.db, fields, await uploadedImageToWebp(form.image));
      reply.code(201);
      return { success: true as const, message: 'Doctor Added' };
    },
  );
}
