import { z } from 'zod';
import { emailSchema, idSchema, slotDateSchema, slotTimeSchema } from './primitives';

/** Decision 50: staff book a weekly therapy series, 2 to 16 sessions, every 1 or 2 weeks. */
export const SERIES_MIN_SESSIONS = 2;
export const SERIES_MAX_SESSIONS = 16;
export const SERIES_EVERY_WEEKS = [1, 2] as const;

const seriesFields = {
  /** The patient's account: its id, or the e-mail it signs in with (exactly one of the two). */
  userId: idSchema.optional(),
  email: emailSchema.optional(),
  /** The first session's day; the series keeps its weekday. */
  firstDate: slotDateSchema,
  slotTime: slotTimeSchema,
  everyWeeks: z.literal(SERIES_EVERY_WEEKS, { message: 'A series repeats every 1 or 2 weeks' }),
  count: z
    .number({ message: 'Say how many sessions' })
    .int({ message: 'Say how many sessions' })
    .min(SERIES_MIN_SESSIONS, { message: `A series has at least ${SERIES_MIN_SESSIONS} sessions` })
    .max(SERIES_MAX_SESSIONS, { message: `A series has at most ${SERIES_MAX_SESSIONS} sessions` }),
  /** false (or absent): answer the plan, write nothing. true: book `dates`, all or none. */
  confirm: z.boolean().optional(),
  /** The occurrences staff accept (each a date of the plan), when confirming. */
  dates: z
    .array(slotDateSchema)
    .min(1, { message: 'Choose at least one date to book' })
    .max(SERIES_MAX_SESSIONS, { message: `A series has at most ${SERIES_MAX_SESSIONS} sessions` })
    .optional(),
};

type SeriesFields = {
  userId?: string | undefined;
  email?: string | undefined;
  confirm?: boolean | undefined;
  dates?: string[] | undefined;
};
const oneAccountAndDates = (value: SeriesFields, ctx: z.RefinementCtx) => {
  if ((value.userId === undefined) === (value.email === undefined))
    ctx.addIssue({ code: 'custom', message: "Give the patient's e-mail (or account id), not both", path: ['email'] });
  if (value.confirm === true && !value.dates?.length)
    ctx.addIssue({ code: 'custom', message: 'Choose at least one date to book', path: ['dates'] });
};

/** The doctor books with themselves. */
export const doctorSeriesRequestSchema = z.object(seriesFields).superRefine(oneAccountAndDates);
/** The admin names the doctor. */
export const adminSeriesRequestSchema = z.object({ ...seriesFields, docId: idSchema }).superRefine(oneAccountAndDates);
export type DoctorSeriesRequest = z.infer<typeof doctorSeriesRequestSchema>;
export type AdminSeriesRequest = z.infer<typeof adminSeriesRequestSchema>;

/** One date of the plan: bookable now, or why not in a person's words. */
export const seriesOccurrenceSchema = z.object({
  slotDate: z.string(),
  slotTime: z.string(),
  bookable: z.boolean(),
  reason: z.string().optional(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const seriesAnswerSchema = z.object({
  patient: z.object({ name: z.string(), email: z.string() }),
  doctor: z.object({ name: z.string() }),
  occurrences: z.array(seriesOccurrenceSchema),
  /** Present once booked: the series and its appointments, in date order. */
  seriesId: z.string().optional(),
  appointmentIds: z.array(z.string()).optional(),
});
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;

/** The patient cancels the rest of a series: every session from `fromAppointmentId` on (default: all not yet started). */
export const cancelSeriesRequestSchema = z.object({ seriesId: idSchema, fromAppointmentId: idSchema.optional() });
export type CancelSeriesRequest = z.infer<typeof cancelSeriesRequestSchema>;

export const cancelSeriesAnswerSchema = z.object({
  cancelled: z.number(),
  /** Sessions inside the clinic's cancellation cut-off, left booked (the patient calls the clinic). */
  tooSoon: z.array(z.object({ slotDate: z.string(), slotTime: z.string() })),
});
