import { z } from 'zod';
import { gridMinutes, type WEEKDAY_KEYS } from '@clinic/shared/booking';
import { serviceIdSchema } from './doctor';
import { idSchema, singleLineText, slotDateSchema } from './primitives';

/**
 * The clinic's calendar (decision 44): opening hours per weekday, closures, each doctor's week
 * and leave, and the booking policy. Times are `HH:mm` on the 30-minute grid, dates `D_M_YYYY`, all
 * wall-clock in the clinic's zone. The rules that use these live in @clinic/shared/booking (schedule.ts).
 */

export { WEEKDAY_KEYS, WEEK_ORDER, gridMinutes } from '@clinic/shared/booking';
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const GRID_MESSAGE = 'Times must be on the half hour, from 00:00 to 24:00';
/** `HH:00` or `HH:30`; `24:00` only ends a day. */
export const gridTimeSchema = z.string().regex(/^(([01]\d|2[0-3]):(00|30)|24:00)$/, { message: GRID_MESSAGE });

export const intervalSchema = z
  .object({ from: gridTimeSchema, to: gridTimeSchema })
  .refine((i) => gridMinutes(i.to) > gridMinutes(i.from), { message: 'Each interval must end after it starts' });
export type Interval = z.infer<typeof intervalSchema>;

/** A day's intervals: at most 6, in any order, none overlapping (touching is fine: 10:00–13:30 and 13:30–15:00). */
const dayIntervalsSchema = z
  .array(intervalSchema)
  .max(6, { message: 'At most 6 intervals a day' })
  .refine(
    (list) => {
      const sorted = [...list].sort((a, b) => gridMinutes(a.from) - gridMinutes(b.from));
      return sorted.every((i, n) => n === 0 || gridMinutes(i.from) >= gridMinutes(sorted[n - 1]!.to));
    },
    { message: 'Intervals of one day must not overlap' },
  );

export const weeklyHoursSchema = z.object({
  mon: dayIntervalsSchema,
  tue: dayIntervalsSchema,
  wed: dayIntervalsSchema,
  thu: dayIntervalsSchema,
  fri: dayIntervalsSchema,
  sat: dayIntervalsSchema,
  sun: dayIntervalsSchema,
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** The most a policy may ask for: a year's window, a week's notice or cut-off. */
export const MAX_WINDOW_DAYS = 365;
export const MAX_POLICY_MINUTES = 7 * 24 * 60;

export const clinicHoursSchema = z.object({
  weekly: weeklyHoursSchema,
  /** How many days, today first, a patient may book in (the spec's 7). */
  windowDays: z.number().int().min(1, { message: 'The booking window must be at least 1 day' }).max(MAX_WINDOW_DAYS),
  /** How long before its start a slot stops being bookable, beyond the first-slot rule (0: the rule alone). */
  minNoticeMinutes: z.number().int().min(0).max(MAX_POLICY_MINUTES),
  /** How long before its start a patient can no longer cancel online (0: any time before it starts). */
  cancelCutoffMinutes: z.number().int().min(0).max(MAX_POLICY_MINUTES),
  /**
   * Decision 34: unpaid online bookings are released this long before their start unless the patient says
   * they are coming or staff keep them (0: never, the default). Always in answers; a change that leaves it
   * out keeps it as it is.
   */
  holdReleaseMinutes: z.number().int().min(0).max(MAX_POLICY_MINUTES).optional(),
});
export type ClinicHours = z.infer<typeof clinicHoursSchema>;

/** Asked to also cancel the active appointments a change would leave outside the hours (decision 42's shape). */
const cancelAffected = z.boolean().optional();
const reasonSchema = singleLineText('Reason').min(1, { message: 'Please give a reason' }).max(120);

export const closureSchema = z.object({ _id: z.string(), slotDate: z.string(), reason: z.string() });
export type Closure = z.infer<typeof closureSchema>;
export const addClosureRequestSchema = z.object({ slotDate: slotDateSchema, reason: reasonSchema, cancelAffected });
export const closureIdRequestSchema = z.object({ closureId: idSchema });

/**
 * Leave: whole days `from`–`to`, or, on one day (`from` = `to`), only `fromTime`–`toTime` (both or
 * neither). The api refuses a range that runs backwards or is longer than a year.
 */
const leaveFields = {
  from: slotDateSchema,
  to: slotDateSchema,
  fromTime: gridTimeSchema.optional(),
  toTime: gridTimeSchema.optional(),
  reason: reasonSchema,
  cancelAffected,
};
const leaveTimesRule = (leave: { from: string; to: string; fromTime?: string; toTime?: string }) =>
  (leave.fromTime === undefined) === (leave.toTime === undefined) &&
  (leave.fromTime === undefined || (leave.from === leave.to && gridMinutes(leave.toTime!) > gridMinutes(leave.fromTime)));
const LEAVE_TIMES_MESSAGE = 'A time range needs a start and an end, on a single day, ending after it starts';

export const addLeaveRequestSchema = z.object(leaveFields).refine(leaveTimesRule, { message: LEAVE_TIMES_MESSAGE });
export const adminAddLeaveRequestSchema = z
  .object({ docId: idSchema, ...leaveFields })
  .refine(leaveTimesRule, { message: LEAVE_TIMES_MESSAGE });
export type AddLeaveRequest = z.infer<typeof addLeaveRequestSchema>;
export const leaveIdRequestSchema = z.object({ leaveId: idSchema });

export const leaveSchema = z.object({
  _id: z.string(),
  docId: z.string(),
  from: z.string(),
  to: z.string(),
  fromTime: z.string().optional(),
  toTime: z.string().optional(),
  reason: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

/** A doctor's own week: `null` works all the clinic's hours (the default). */
export const doctorHoursRequestSchema = z.object({ docId: idSchema, weekly: weeklyHoursSchema.nullable(), cancelAffected });

/** A doctor's week as staff see it: their own intervals (or null), what that leaves inside the clinic's hours, and their leave. */
export const doctorScheduleSchema = z.object({
  weekly: weeklyHoursSchema.nullable(),
  effective: weeklyHoursSchema,
  leave: z.array(leaveSchema),
});
export type DoctorSchedule = z.infer<typeof doctorScheduleSchema>;

/** Why a day of the picker offers no time (when it offers none). */
export const DAY_CLOSED_REASONS = ['closed', 'away', 'off', 'full', 'over'] as const;
export type DayClosedReason = (typeof DAY_CLOSED_REASONS)[number];

export const slotsDaySchema = z.object({
  slotDate: z.string(),
  /** Exactly the `HH:mm` times a patient may book now, in order. */
  times: z.array(z.string()),
  /** Only when `times` is empty. */
  reason: z.enum(DAY_CLOSED_REASONS).optional(),
  /** A closure's reason ("Diwali"), when the clinic is closed that day. */
  note: z.string().optional(),
});
export type SlotsDay = z.infer<typeof slotsDaySchema>;

export const slotsRequestSchema = z.object({ docId: idSchema });
export const serviceSlotsRequestSchema = z.object({ docId: idSchema, serviceId: serviceIdSchema });

/** The public view of the calendar: the weekly hours and the closures within the booking window. */
export const publicHoursSchema = z.object({
  weekly: weeklyHoursSchema,
  windowDays: z.number(),
  closures: z.array(closureSchema.omit({ _id: true })),
  /** Decision 34: unpaid online bookings are released this long before their start (0 or absent: never). */
  holdReleaseMinutes: z.number().optional(),
});
export type PublicHours = z.infer<typeof publicHoursSchema>;
