import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiContext } from './context';
import { installErrorHandlers, TOO_MANY_ATTEMPTS } from './http/error-handler';
import { rateLimitStore } from './http/rate-limit-store';
import { securityHeaders } from './http/security-headers';
import { createDoctorListCache } from './features/doctors/doctor-list-cache';
import { shareDoctorListChanges } from './features/doctors/doctor-list-sync';
import { publicDoctorListJson } from './features/doctors/doctor-service';
import { IMAGE_MAX_BYTES } from './features/images/image-store';
import { healthRoutes } from './features/health/routes';
import { doctorRoutes } from './features/doctors/routes';
import { userRoutes } from './features/users/routes';
import { checkingPatientStanding } from './features/users/patient-standing';
import { adminRoutes } from './features/admin/routes';
import { imageRoutes } from './features/images/routes';
import { registerOpenApi } from './openapi';
import { patientAppointmentRoutes } from './features/appointments/patient-routes';
import { doctorAppointmentRoutes } from './features/appointments/doctor-routes';
import { adminAppointmentRoutes } from './features/appointments/admin-routes';
import { doctorManagementRoutes } from './features/doctors/management-routes';
import { patientAdminRoutes } from './features/patients/routes';
import { limitPerAccount } from './features/patients/account-limits';
import { paymentRoutes } from './features/payments/routes';
import { rejectIllFormedText } from './http/well-formed-text';
import { refuseEncodedBodies } from './http/multipart-form';
import { scheduleCountCompaction } from './features/appointments/count-compaction';
import { retryAfterWhenBusy } from './features/images/decode-gate';
import { scheduleImageSweep } from './features/images/image-sweep';
import { scheduleCheckoutSweep } from './features/payments/sweep-schedule';

/**
 * Everything under `/api`, encapsulated: its compilers, security headers, CORS, limits and envelope
 * handlers do not reach the static site that the gateway serves from the same Fastify instance.
 */
export async function apiPlugin(app: FastifyInstance, options: Omit<ApiContext, 'doctorList'> & { prefix?: string }) {
  const { config, db } = options;
  // A patient's token counts only while the account is neither blocked nor gone.
  const tokens = checkingPatientStanding(options.tokens, db);
  const ctx: ApiContext = { config, db, tokens, doctorList: createDoctorListCache(() => publicDoctorListJson(db, config.clinicTz)) };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  rejectIllFormedText(app);
  retryAfterWhenBusy(app);

  // No upgrade-insecure-requests: the clinic may be served over plain http (localhost, a LAN box).
  securityHeaders(app, { contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  // Same-origin callers need nothing; other origins only when listed in CORS_ORIGINS.
  await app.register(cors, {
    origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'token', 'atoken', 'dtoken'],
    maxAge: 600,
  });
  limitPerAccount(app, config);
  await app.register(rateLimit, {
    global: false,
    // Several api replicas share one count per address when Redis is configured (see rate-limit-store).
    ...(await rateLimitStore(app, config)),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: TOO_MANY_ATTEMPTS }),
  });
  const announceDoctorListChange = await shareDoctorListChanges(app, config, ctx.doctorList);
  refuseEncodedBodies(app);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } });

  // Answers carry tokens and personal data: no shared cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A change that succeeded may have touched a doctor or a slot (unless its route says it cannot: sign-in,
    // a patient's own account, payments): the list is dropped, on every replica with Redis, before the
    // answer leaves, so the next read sees it.
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && !request.routeOptions.config.leavesDoctorList) {
      ctx.doctorList.invalidate();
      await announceDoctorListChange();
    }
  });

  // Before the routes, so its hook sees every cancel: checkout sessions of cancelled appointments are expired.
  scheduleCheckoutSweep(app, ctx);
  // Before the routes: the OpenAPI description is collected as they are declared.
  await registerOpenApi(app, ctx);

  await app.register(healthRoutes, ctx);
  await app.register(doctorRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(adminRoutes, ctx);
  await app.register(imageRoutes, ctx);
  await app.register(patientAppointmentRoutes, ctx);
  await app.register(doctorAppointmentRoutes, ctx);
  await app.register(adminAppointmentRoutes, ctx);
  await app.register(doctorManagementRoutes, ctx);
  await app.register(patientAdminRoutes, ctx);
  await app.register(paymentRoutes, ctx);
  scheduleCountCompaction(app, db);
  scheduleImageSweep(app, db);
}
