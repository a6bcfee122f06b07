import type { FastifyInstance } from 'fastify';
import { calls } from '@clinic/shared/contract';
import { accountRateLimit, authRateLimit, type ApiContext } from '../../context';
import { clientKey } from '../../http/client-key';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { parseFields, readMultipartForm } from '../../http/multipart-form';
import { signInToken } from '../accounts';
import { uploadedImageToWebp } from '../images';
import { sendFirstEmailLink } from './email-proof';
import { updatePatientProfile } from './profile-service';
import { loginPatient, patientProfile, registerPatient } from './user-service';

/** The patient's own account: registering, signing in, reading and editing the profile. */
export async function userRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  const limited = authRateLimit(ctx.config);

  contractRoute(app, ctx, 'userRegister', {
    status: 201,
    config: limited,
    handler: async (request) => {
      const id = await registerPatient(ctx.db, request.body, request.lang);
      // The link that proves the address goes at once; the account is made whether or not it could be queued.
      await sendFirstEmailLink(ctx.db, ctx.config, id).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not queue the e-mail link'),
      );
      return { success: true as const, message: msg('Account created'), token: await signInToken(ctx, 'patient', id) };
    },
  });

  contractRoute(app, ctx, 'userLogin', {
    config: limited,
    handler: async (request) => {
      const id = await loginPatient(ctx, request.body, clientKey(request.ip));
      return { success: true as const, message: msg('Welcome back'), token: await signInToken(ctx, 'patient', id) };
    },
  });

  contractRoute(app, ctx, 'userProfile', {
    handler: async (request) => ({ success: true as const, message: '', userData: await patientProfile(ctx.db, request.principal) }),
  });

  // Multipart (the photo beside the fields): read and checked by hand; the guard runs before any of it.
  contractRoute(app, ctx, 'userUpdateProfile', {
    config: accountRateLimit(ctx.config.uploadRateLimit),
    handler: async (request) => {
      const form = await readMultipartForm(request, { jsonFields: ['address'] });
      const fields = parseFields(calls.userUpdateProfile.request, form.fields);
      const image = form.image && (await uploadedImageToWebp(form.image));
      await updatePatientProfile(ctx.db, request.principal, fields, image);
      return { success: true as const, message: msg('Profile Updated') };
    },
  });
}
