import { z } from 'zod';
import { appointmentSchema } from './appointment';

export const adminDashboardSchema = z.object({
  doctors: z.number(),
  appointments: z.number(),
  /** Appointments marked No-show (decision 41). */
  noShows: z.number(),
  patients: z.number(),
  latestAppointments: z.array(appointmentSchema),
  /**
   * Decision 49: cancelled paid appointments whose money is not back yet, failing ones first
   * (at most 20); empty when every refund is done.
   */
  refundsOwed: z.array(appointmentSchema),
  /**
   * Decision 34: bookings by accounts under a day old share an hourly budget (`perHour`); `thisHour` were
   * made in this clock hour, `refused` were turned away in this hour and the one before.
   */
  newAccountBookings: z.object({ perHour: z.number(), thisHour: z.number(), refused: z.number() }).optional(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const doctorDashboardSchema = z.object({
  earnings: z.number(),
  appointments: z.number(),
  /** The doctor's appointments marked No-show (decision 41). */
  noShows: z.number(),
  patients: z.number(),
  latestAppointments: z.array(appointmentSchema),
});
export type DoctorDashboard = z.infer<typeof doctorDashboardSchema>;
