import type { FastifyInstance, FastifyRequest } from 'fastify';
import { affectedRefusalSchema, calls, MESSAGES } from '@clinic/shared/contract';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { badRequest } from '../../http/errors';
import { localize } from '../../http/language';
import { msg } from '../../i18n';
import { parseFields, readMultipartForm } from '../../http/multipart-form';
import { uploadedImageToWebp } from '../images';
import { noteAuditTarget } from '../audit';
import { addDoctor } from './add-doctor-service';
import { editDoctor } from './edit-doctor-service';
import {
  allDoctors,
  changeAvailability,
  deleteDoctor,
  upcomingOfDoctor,
  type AffectedRefusal,
  type DoneChange,
} from './management-service';

/** A blank select or input for these means "not chosen": the form's defaults (spec 5) apply, and no fee is not 0. */
const BLANK_IS_MISSING = ['experience', 'speciality', 'about', 'fees'] as const;
/** The multipart forms' fields that travel as JSON text. */
const JSON_FIELDS = ['address', 'languages', 'services', 'translations'] as const;

/** The 409 of a delete that would touch upcoming appointments nobody decided about (decision 42). */
const AFFECTED_REFUSAL = { 409: affectedRefusalSchema };

/** The admin's doctors: the list with emails, availability, deleting, adding, editing. */
export async function doctorRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  const answer = (request: FastifyRequest, outcome: AffectedRefusal | DoneChange) =>
    outcome.refused
      ? { status: 409 as const, body: { success: false as const, message: localize(request, outcome.message), affected: outcome.affected } }
      : { status: 200 as const, body: { success: true as const, message: localize(request, outcome.message) } };

  contractRoute(app, ctx, 'adminDoctors', {
    handler: async () => ({ success: true as const, message: '', doctors: await allDoctors(ctx.db, ctx.config.clinicTz) }),
  });

  contractRoute(app, ctx, 'adminDoctorUpcoming', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      upcoming: await upcomingOfDoctor(ctx.db, request.query.docId),
    }),
  });

  contractRoute(app, ctx, 'adminChangeAvailability', {
    handler: async (request) => {
      const { docId, cancelAffected } = request.body;
      const message = await changeAvailability(ctx.db, docId, cancelAffected);
      return { success: true as const, message: localize(request, message) };
    },
  });

  contractRoute(app, ctx, 'adminDeleteDoctor', {
    otherResponses: AFFECTED_REFUSAL,
    handler: async (request, reply) => {
      const { docId, cancelAffected } = request.body;
      const { status, body } = answer(request, await deleteDoctor(ctx.db, docId, cancelAffected));
      return reply.code(status).send(body);
    },
  });

  // Multipart, the photo required: read and checked by hand, after the admin guard.
  contractRoute(app, ctx, 'adminAddDoctor', {
    status: 201,
    config: accountRateLimit(ctx.config.uploadRateLimit),
    handler: async (request) => {
      const form = await readMultipartForm(request, { jsonFields: JSON_FIELDS, blankIsMissing: BLANK_IS_MISSING });
      // The photo is checked first, as the admin's form does (spec 5).
      if (!form.image) throw badRequest(MESSAGES.imageNotSelected);
      const fields = parseFields(calls.adminAddDoctor.request, form.fields);
      noteAuditTarget(request, await addDoctor(ctx.db, fields, await uploadedImageToWebp(form.image)));
      return { success: true as const, message: msg('Doctor Added') };
    },
  });

  // Multipart like add-doctor, the photo optional: without one the doctor keeps theirs.
  contractRoute(app, ctx, 'adminUpdateDoctor', {
    config: accountRateLimit(ctx.config.uploadRateLimit),
    handler: async (request) => {
      const form = await readMultipartForm(request, { jsonFields: JSON_FIELDS, blankIsMissing: BLANK_IS_MISSING });
      const fields = parseFields(calls.adminUpdateDoctor.request, form.fields);
      noteAuditTarget(request, fields.docId);
      const image = form.image && (await uploadedImageToWebp(form.image));
      await editDoctor(ctx.db, fields, image);
      return { success: true as const, message: msg('Doctor Updated') };
    },
  });
}
