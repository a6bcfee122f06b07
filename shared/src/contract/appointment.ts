import { z } from 'zod';
import { addressViewSchema, idSchema, multiLineText, numberFromForm, singleLineText, slotDateSchema, slotTimeSchema } from './primitives';
import { APPOINTMENT_STATUSES, REFUND_STATUSES, isIsoDate } from './values';
import { phoneSchema } from './phone';
import { serviceIdSchema } from './doctor';

/** A calendar date as an address and a date field write it, `YYYY-MM-DD`. */
export const isoDateSchema = z.string().refine(isIsoDate);

/** What the patient typed in the booking modal, kept with the appointment. */
export const bookingUserDataSchema = z.object({
  name: singleLineText('Name').min(1, { message: 'Please fill in all required fields' }).max(120),
  // An empty age field is "not given", not 0: the literal is tried before the number.
  age: z.union([z.literal(''), numberFromForm(z.number().int().min(0).max(130))]).optional(),
  email: z.union([z.email({ message: 'Please enter a valid email' }).max(254), z.literal('')]).optional(),
  // Empty is the spec's "required" warning; anything else must be a phone number, and is kept normalised.
  phone: singleLineText('Phone').min(1, { message: 'Please fill in all required fields' }).pipe(phoneSchema),
  message: multiLineText('Message').max(1000).optional(),
});
export type BookingUserData = z.infer<typeof bookingUserDataSchema>;

export const bookAppointmentRequestSchema = z.object({
  docId: idSchema,
  slotDate: slotDateSchema,
  slotTime: slotTimeSchema,
  userData: bookingUserDataSchema,
  /** Decision 57: one of the doctor's services, booked at its length and fee; absent, a 30-minute consultation at the doctor's fee. */
  serviceId: serviceIdSchema.optional(),
});
export type BookAppointmentRequest = z.infer<typeof bookAppointmentRequestSchema>;

export const appointmentSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  docId: idSchema,
  slotDate: z.string(),
  slotTime: z.string(),
  userData: z.object({
    name: z.string(),
    age: z.number().nullable(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    image: z.string(),
  }),
  docData: z.object({
    name: z.string(),
    image: z.string(),
    speciality: z.string(),
    address: addressViewSchema,
  }),
  amount: z.number(),
  /** When it was booked, epoch milliseconds. */
  date: z.number(),
  cancelled: z.boolean(),
  isCompleted: z.boolean(),
  /** The patient did not come; marked by staff from the start time on (decision 41). */
  noShow: z.boolean(),
  payment: z.boolean(),
  /**
   * Decision 49: a cancelled paid appointment's refund (`REFUND_STATUSES`); absent when none is owed. A
   * refunded appointment is no longer `payment`.
   */
  refundStatus: z.enum(REFUND_STATUSES).optional(),
  /**
   * The account that booked, as it is now (decision 41): staff compare it with `userData` to see whether
   * the person booked for is someone else. Every list and dashboard answer carries it.
   */
  bookedBy: z.object({ name: z.string(), email: z.string() }).optional(),
  /** Decision 46: the booking account said "I cannot take phone calls"; staff write instead. Absent otherwise. */
  bookerNoPhoneCalls: z.boolean().optional(),
  /** Decision 50: the weekly therapy series it belongs to; absent for a single booking. */
  seriesId: z.string().optional(),
  /**
   * Decision 34: someone asked that this unpaid booking be kept past the clinic's release time: the patient
   * ('patient', "I am coming") or staff ('clinic'). Absent while nobody has.
   */
  keptBy: z.enum(['patient', 'clinic']).optional(),
  /** Decision 57: the clinic service booked and the visit's length in minutes; absent for a 30-minute consultation. */
  service: z.object({ id: serviceIdSchema, durationMinutes: z.number().int() }).optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

export const appointmentIdRequestSchema = z.object({ appointmentId: idSchema });

/** Decision 48: an active appointment moves to another free time of the same doctor, keeping its id and payment. */
export const rescheduleRequestSchema = z.object({ appointmentId: idSchema, slotDate: slotDateSchema, slotTime: slotTimeSchema });
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/**
 * Optional paging for the staff lists (decision 21); without it the spec's full list is returned. A query
 * string carries numbers as text, so a caller may write either.
 */
export const appointmentListQuerySchema = z.object({
  page: z.coerce.number<number | string>().int().min(1).max(100_000).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(100).optional(),
  status: appointmentStatusSchema.optional(),
  q: z.string().trim().max(120).optional(),
  /** One clinic day, `YYYY-MM-DD` (decision 41): that day's appointments in slot-time order, counted for that day. */
  date: isoDateSchema.optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

export const statusCountsSchema = z.object({
  all: z.number(),
  active: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  'no-show': z.number(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const paymentRequestSchema = appointmentIdRequestSchema;
export const verifyPaymentRequestSchema = z.object({
  success: z.union([z.boolean(), z.enum(['true', 'false'])]),
  appointmentId: idSchema,
  sessionId: z.string().max(255).optional(),
});
