import type { FastifyInstance } from 'fastify';
import { calls, MESSAGES } from '@clinic/shared/contract';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { badRequest } from '../../http/errors';
import { parseFields, readMultipartForm } from '../../http/multipart-form';
import { uploadedImageToWebp } from '../images/uploaded-image';
import { addDoctor } from './add-doctor-service';
import { allDoctors, changeAvailability, deleteDoctor } from './management-service';

/** A blank select or input for these means "not chosen": the form's defaults (spec 5) apply, and no fee is not 0. */
const BLANK_IS_MISSING = ['experience', 'speciality', 'about', 'fees'] as const;

/** The admin's doctors: the list with emails, availability, deleting, adding. */
export async function doctorRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminDoctors', {
    handler: async () => ({ success: true as const, message: '', doctors: await allDoctors(ctx.db, ctx.config.clinicTz) }),
  });

  contractRoute(app, ctx, 'adminChangeAvailability', {
    handler: async (request) => {
      await changeAvailability(ctx.db, request.body.docId);
      return { success: true as const, message: 'Availability Changed' };
    },
  });

  contractRoute(app, ctx, 'adminDeleteDoctor', {
    handler: async (request) => {
      await deleteDoctor(ctx.db, request.body.docId);
      return { success: true as const, message: 'Doctor Deleted' };
    },
  });

  // Multipart, the photo required: read and checked by hand, after the admin guard.
  contractRoute(app, ctx, 'adminAddDoctor', {
    status: 201,
    config: accountRateLimit(ctx.config.uploadRateLimit),
    handler: async (request) => {
      const form = await readMultipartForm(request, { jsonFields: ['address'], blankIsMissing: BLANK_IS_MISSING });
      // The photo is checked first, as the admin's form does (spec 5).
      if (!form.image) throw badRequest(MESSAGES.imageNotSelected);
      const fields = parseFields(calls.adminAddDoctor.request, form.fields);
      await addDoctor(ctx.db, fields, await uploadedImageToWebp(form.image));
      return { success: true as const, message: 'Doctor Added' };
    },
  });
}
