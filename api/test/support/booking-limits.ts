import type { BookingLimits } from '../../src/features/appointments/booking-statement';
import type { TestApp } from './harness';

/**
 * For suites about something else that book many slots with few patients (batching, replicas, races):
 * the per-patient cap and the per-account limit stay in force, set high enough not to be what is tested.
 */
export const MANY_BOOKINGS = { MAX_ACTIVE_BOOKINGS_PER_PATIENT: '10000', ACCOUNT_RATE_LIMIT: '100000' };

/** The limits the app's booking route holds bookings to, for tests that write through the queue directly. */
export const limitsOf = (t: Pick<TestApp, 'config'>): BookingLimits => ({
  maxUpcoming: t.config.maxActiveBookingsPerPatient,
  clinicTz: t.config.clinicTz,
});
