import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@clinic/shared/contract';
import { accountRateLimit, authRateLimit, type ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { isNewAccount, epochOf } from '../accounts';
import { canProveAccounts, inGoodStanding } from '../users';
import { loadClinicHours } from '../calendar';
import { cancelByPatient } from './appointment-actions';
import { bookAppointment } from './booking-service';
import { keepByLink } from './keep-link';
import { keepAppointment } from './keep-service';
import { listAppointments } from './list-service';
import { bookWithinNewAccountBudget } from './new-account-budget';
import { rescheduleAppointment } from './reschedule-service';

/** A patient books, sees, moves and cancels their own appointments (decision 7). */
export async function appointmentRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  const limits = {
    maxUpcoming: ctx.config.maxActiveBookingsPerPatient,
    // Only while the clinic sends what proves an account: with no e-mail and no WhatsApp, nobody could.
    unprovedUpcoming: canProveAccounts(ctx.config) ? ctx.config.unverifiedActiveBookings : undefined,
    clinicTz: ctx.config.clinicTz,
  };
  // What one account could repeat to hold or churn the clinic's slots (decision 34).
  const perAccount = accountRateLimit(ctx.config.accountRateLimit);

  contractRoute(app, ctx, 'userBook', {
    status: 201,
    config: perAccount,
    // Booking's own statement locks and checks the patient's row (blocked, gone, at the cap): the guard
    // checks the token alone and spares the hot path a second look-up.
    guard: requireRole(ctx.tokens.bySignatureOnly ?? ctx.tokens, 'patient'),
    handler: async (request) => {
      const now = new Date();
      // An account under a day old books within the clinic's hourly budget for new accounts (decision 34).
      const appointmentId = await bookWithinNewAccountBudget(
        ctx.db,
        ctx.config.newAccountBookingsPerHour,
        isNewAccount(request.tokenClaims, now),
        request.log,
        () => bookAppointment(ctx.db, limits, request.principal, request.body, now, epochOf(request.tokenClaims)),
      );
      return { success: true as const, message: MESSAGES.appointmentBooked, appointmentId };
    },
  });

  contractRoute(app, ctx, 'userAppointments', {
    handler: async (request) => {
      const [list, hours] = await Promise.all([listAppointments(ctx.db, { userId: request.principal }), loadClinicHours(ctx.db)]);
      // The page says, before the patient tries, which appointments are too close to cancel online.
      return {
        success: true as const,
        message: '',
        ...list,
        cancelCutoffMinutes: hours.cancelCutoffMinutes,
        // Which unpaid bookings the clinic will release, and when (decision 34): the page says so beside each.
        holdReleaseMinutes: hours.holdReleaseMinutes ?? 0,
        // Pay Online makes the call of the provider the clinic takes payments through (decision 31).
        paymentProvider: ctx.config.payment.provider,
      };
    },
  });

  contractRoute(app, ctx, 'userCancel', {
    config: perAccount,
    handler: async (request) => {
      await cancelByPatient(ctx.db, request.principal, request.body.appointmentId, { clinicTz: ctx.config.clinicTz });
      return { success: true as const, message: msg('Appointment Cancelled') };
    },
  });

  contractRoute(app, ctx, 'userKeepAppointment', {
    config: perAccount,
    handler: async (request) => ({
      success: true as const,
      message: await keepAppointment(ctx.db, { userId: request.principal }, request.body.appointmentId, 'patient'),
    }),
  });

  // No sign-in: a reminder's signed link is the permission (it may be opened on any phone).
  contractRoute(app, ctx, 'userKeepAppointmentByLink', {
    config: authRateLimit(ctx.config),
    handler: async (request) => ({ success: true as const, message: await keepByLink(ctx.db, ctx.config.jwtSecret, request.body.token) }),
  });

  contractRoute(app, ctx, 'userReschedule', {
    config: perAccount,
    // The account's standing is read beside the appointment, not before it: one wait less (decision 48).
    guard: requireRole(ctx.tokens.bySignatureOnly ?? ctx.tokens, 'patient'),
    handler: async (request) => {
      const standing = inGoodStanding(ctx.db, request.principal, request.tokenClaims);
      const clock = { clinicTz: ctx.config.clinicTz };
      await rescheduleAppointment(ctx.db, { userId: request.principal }, request.body, 'patient', clock, undefined, standing);
      return { success: true as const, message: MESSAGES.appointmentRescheduled };
    },
  });
}
