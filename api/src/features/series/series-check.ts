import { SLOT_MINUTES, bookedSpan, overlapsAny } from '@clinic/shared/booking';
import type { SeriesOccurrence } from '@clinic/shared/contract';
import { msg, type Text } from '../../i18n';
import type { LoadedSchedule } from '../calendar';
import { CLINIC_CLOSED, SLOT_NOT_OFFERED, calendarRefusal } from '../appointments';

export const DOCTOR_BOOKED = msg('The doctor already has an appointment at this time');
export const PATIENT_BOOKED = msg('The patient already has an appointment at this time');
export const NOT_A_TIME_OF_THE_DOCTOR = msg('Not one of the doctor’s times on that day');

/** A date of the plan, its reason still a message (written in the reader's language by the route). */
export type PlannedOccurrence = Omit<SeriesOccurrence, 'reason'> & { reason?: Text };

/**
 * Each date of a series, bookable or why not (decision 50). The calendar's rule is booking's own
 * (`calendarRefusal` on @clinic/shared/booking's `checkBookable`: hours, closures, the doctor's week and
 * leave, the notice, today's first slot), with the window stretched to the series' last date: the 7-day
 * window is the patient's, not the clinic's. Then the doctor's visits (of any length) and the patient's,
 * which the exclusion constraints hold. A session of a series is a 30-minute consultation.
 */
export function checkOccurrences(
  schedule: LoadedSchedule,
  dates: string[],
  slotTime: string,
  patientHeld: ReadonlySet<string>,
  now: Date,
  clinicTz: string,
  lastOffset: number,
): PlannedOccurrence[] {
  const stretched: LoadedSchedule = {
    ...schedule,
    rules: { ...schedule.rules, hours: { ...schedule.rules.hours, windowDays: lastOffset + 1 } },
  };
  return dates.map((slotDate) => {
    const reason = reasonFor(stretched, slotDate, slotTime, patientHeld, now, clinicTz);
    return reason ? { slotDate, slotTime, bookable: false, reason } : { slotDate, slotTime, bookable: true };
  });
}

function reasonFor(
  schedule: LoadedSchedule,
  slotDate: string,
  slotTime: string,
  patientHeld: ReadonlySet<string>,
  now: Date,
  clinicTz: string,
): Text | undefined {
  const refusal = calendarRefusal(schedule, { slotDate, slotTime }, now, clinicTz);
  if (refusal) {
    if (refusal.message === SLOT_NOT_OFFERED) return NOT_A_TIME_OF_THE_DOCTOR;
    const closure = schedule.rules.closures.find((c) => c.slotDate === slotDate);
    if (refusal.message === CLINIC_CLOSED && closure?.reason)
      return msg('The clinic is closed on that day: {reason}', { reason: closure.reason });
    return refusal.text;
  }
  const [from, to] = bookedSpan(slotTime, SLOT_MINUTES);
  if (overlapsAny(schedule.rules.booked[slotDate] ?? [], from, to)) return DOCTOR_BOOKED;
  if (patientHeld.has(slotDate)) return PATIENT_BOOKED;
  return undefined;
}
