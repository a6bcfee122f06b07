import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiContext } from './context';
import { installErrorHandlers, TOO_MANY_ATTEMPTS } from './http/error-handler';
import { answerInRequestLanguage } from './http/language';
import { clientKey } from './http/client-key';
import { rateLimitStore } from './http/rate-limit-store';
import { securityHeaders } from './http/security-headers';
import { createAnswerCache } from './http/answer-cache';
import { sharePublicAnswerChanges } from './http/answer-cache-sync';
import { doctorSignInAccount } from './features/doctors/doctor-service';
import { IMAGE_MAX_BYTES } from './features/images/image-store';
import { healthRoutesForPublic } from './features/health/public-routes';
import { doctorRoutesForPublic } from './features/doctors/public-routes';
import { slotRoutesForPublic } from './features/slots/public-routes';
import { doctorRoutesForDoctor } from './features/doctors/doctor-routes';
import { doctorRoutesForAdmin } from './features/doctors/admin-routes';
import { findDoctor } from './features/doctors/doctor-repository';
import { userRoutesForPatient } from './features/users/patient-routes';
import { emailRoutesForPatient } from './features/users/email-routes';
import { phoneRoutesForPatient } from './features/users/phone-routes';
import { privacyRoutesForPatient } from './features/privacy/patient-routes';
import { checkingPatientStanding } from './features/users/patient-standing';
import { adminRoutesForAdmin } from './features/admin/admin-routes';
import { adminSignInToken } from './features/admin/admin-session';
import { adminSignInAccount } from './features/admin/admin-sign-in';
import { twoFactorRoutesForAdmin } from './features/two-factor/admin-routes';
import { staffRoutesForAdmin } from './features/staff/admin-routes';
import { twoFactorRoutesForDoctor } from './features/two-factor/doctor-routes';
import { imageRoutes } from './features/images/routes';
import { registerOpenApi } from './openapi';
import { appointmentRoutesForPatient } from './features/appointments/patient-routes';
import { appointmentRoutesForDoctor } from './features/appointments/doctor-routes';
import { appointmentRoutesForAdmin } from './features/appointments/admin-routes';
import { appointmentRoutesForStaff } from './features/appointments/staff-routes';
import { seriesRoutesForStaff } from './features/series/staff-routes';
import { seriesRoutesForPatient } from './features/series/patient-routes';
import { patientRoutesForAdmin } from './features/patient-admin/admin-routes';
import { contactRoutesForPublic } from './features/contact/public-routes';
import { contactRoutesForAdmin } from './features/contact/admin-routes';
import { outboxRoutesForAdmin } from './features/messages/outbox-routes';
import { unsubscribeRoutes } from './features/messages/unsubscribe-routes';
import { scheduleRoutesForPublic } from './features/schedule/public-routes';
import { scheduleRoutesForAdmin } from './features/schedule/admin-routes';
import { clinicServiceRoutesForPublic } from './features/clinic-services/public-routes';
import { clinicServiceRoutesForAdmin } from './features/clinic-services/admin-routes';
import { leaveRoutesForStaff } from './features/schedule/leave-routes';
import { paymentRoutesForPatient } from './features/payments/patient-routes';
import { receiptRoutesForPatient } from './features/receipts/patient-routes';
import { paymentRoutesForProvider } from './features/payments/provider-routes';
import { rejectIllFormedText } from './http/well-formed-text';
import { refuseEncodedBodies } from './http/multipart-form';
import { scheduleCountCompaction } from './features/appointments/count-compaction';
import { retryAfterWhenBusy } from './features/images/decode-gate';
import { scheduleImageSweep } from './features/images/image-sweep';
import { scheduleSignInPrune } from './features/accounts/sign-in-prune';
import { scheduleNewAccountBudgetPrune } from './features/appointments/new-account-budget';
import { scheduleCheckoutSweep } from './features/payments/sweep-schedule';
import { scheduleHoldRelease } from './features/appointments/hold-release';
import { scheduleMessages } from './features/messages/engine';
import { recordStaffActions } from './features/audit/staff-actions';
import { recordStaffChanges } from './features/audit';
import { subscribeToCommittedEvents } from './event-subscribers';
import { auditRoutesForAdmin } from './features/audit/admin-routes';
import { accountRoutesForDoctor, accountRoutesForPatient } from './features/accounts/account-routes';
import { accountRoutesForAdmin } from './features/accounts/admin-routes';

/**
 * Everything under `/api`, encapsulated: its compilers, security headers, CORS, limits and envelope
 * handlers do not reach the static site that the gateway serves from the same Fastify instance.
 */
export async function apiPlugin(app: FastifyInstance, options: Omit<ApiContext, 'publicAnswers'> & { prefix?: string }) {
  const { config, db } = options;
  // A patient's token counts only while the account is neither blocked nor gone.
  const tokens = checkingPatientStanding(options.tokens, db);
  const ctx: ApiContext = { config, db, tokens, publicAnswers: createAnswerCache() };
  // First: every refusal after this, a guard's or a limit's included, is answered in the request's language.
  answerInRequestLanguage(app);
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
  await app.register(rateLimit, {
    global: false,
    // Several api replicas share one count per address when Redis is configured (see rate-limit-store).
    ...(await rateLimitStore(app, config)),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: TOO_MANY_ATTEMPTS }),
    // Per client: an address, or an IPv6 address's /64 (one host may use any address in it).
    keyGenerator: (request) => clientKey(request.ip),
  });
  const announcePublicAnswersChange = await sharePublicAnswerChanges(app, config, ctx.publicAnswers.invalidate);
  refuseEncodedBodies(app);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } });

  // Answers carry tokens and personal data: no shared cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // What follows a committed change (the sweep, the doctor list), woken by its events (decision 54).
  subscribeToCommittedEvents(ctx, app, announcePublicAnswersChange);
  scheduleCheckoutSweep(app, ctx);
  // Unpaid online bookings the clinic's policy releases (decision 54: their `cancelled` events wake the rest).
  scheduleHoldRelease(app, db);
  // Before the routes, so its hook sees every staff call: each successful one of AUDITED_CALLS is recorded.
  recordStaffActions(app, db);
  // The appointment changes staff make, recorded from their events (decision 54), whichever call made them.
  const stopRecordingChanges = recordStaffChanges(db);
  app.addHook('onClose', async () => stopRecordingChanges());
  // Before the routes: the OpenAPI description is collected as they are declared.
  // A map of every call is for the clinic's developers, not for whoever finds the site.
  if (ctx.config.apiDocs) await registerOpenApi(app, ctx);

  // The staff sign-in tells a right password for the other role to choose it (accounts/other-staff-role).
  const staffAccounts = { admin: adminSignInAccount, doctor: doctorSignInAccount };
  // Contract calls: one plugin per feature and role (ARCHITECTURE.md 2.3), each route from its `calls` entry.
  await app.register(healthRoutesForPublic, ctx);
  await app.register(doctorRoutesForPublic, ctx);
  await app.register(slotRoutesForPublic, ctx);
  await app.register(doctorRoutesForDoctor(staffAccounts), ctx);
  await app.register(doctorRoutesForAdmin, ctx);
  await app.register(userRoutesForPatient, ctx);
  await app.register(phoneRoutesForPatient, ctx);
  await app.register(emailRoutesForPatient, ctx);
  await app.register(privacyRoutesForPatient, ctx);
  await app.register(adminRoutesForAdmin(staffAccounts), ctx);
  await app.register(twoFactorRoutesForDoctor(findDoctor), ctx);
  await app.register(twoFactorRoutesForAdmin(adminSignInToken), ctx);
  await app.register(staffRoutesForAdmin, ctx);
  await app.register(appointmentRoutesForPatient, ctx);
  await app.register(appointmentRoutesForDoctor, ctx);
  await app.register(appointmentRoutesForAdmin, ctx);
  await app.register(appointmentRoutesForStaff, ctx);
  await app.register(seriesRoutesForPatient, ctx);
  await app.register(seriesRoutesForStaff, ctx);
  await app.register(patientRoutesForAdmin, ctx);
  await app.register(contactRoutesForPublic, ctx);
  await app.register(contactRoutesForAdmin, ctx);
  await app.register(outboxRoutesForAdmin, ctx);
  await app.register(unsubscribeRoutes, ctx);
  await app.register(scheduleRoutesForPublic, ctx);
  await app.register(scheduleRoutesForAdmin, ctx);
  await app.register(leaveRoutesForStaff, ctx);
  await app.register(clinicServiceRoutesForPublic, ctx);
  await app.register(clinicServiceRoutesForAdmin, ctx);
  await app.register(paymentRoutesForPatient, ctx);
  await app.register(receiptRoutesForPatient, ctx);
  await app.register(auditRoutesForAdmin, ctx);
  await app.register(accountRoutesForPatient, ctx);
  await app.register(accountRoutesForDoctor, ctx);
  await app.register(accountRoutesForAdmin, ctx);
  // Outside the contract: pictures, and the payment provider's webhook and demo checkout.
  await app.register(imageRoutes, ctx);
  await app.register(paymentRoutesForProvider, ctx);
  scheduleCountCompaction(app, db);
  scheduleSignInPrune(app, db);
  scheduleNewAccountBudgetPrune(app, db);
  scheduleImageSweep(app, db);
  scheduleMessages(app, db, config);
}
