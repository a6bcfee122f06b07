import { randomUUID } from 'node:crypto';
import { dayNumber } from '@clinic/shared/booking';
import { MESSAGES, type AdminSeriesRequest, type SeriesAnswer } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { msg, slotDateValue, translateText, type Language, type Text } from '../../i18n';
import { CALENDAR_CHANGED } from '../appointments';
import { findDoctor } from '../doctors';
import { clinicToday, loadSchedule } from '../calendar';
import { checkOccurrences, type PlannedOccurrence } from './series-check';
import { seriesDates } from './series-dates';
import { patientSnapshot, seriesPatient } from './series-patient';
import { insertSeries, isPatientOf, patientHeldDates, type StaffBooker } from './series-repository';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

/** How far ahead a series may start: a year, as a closure or leave may be set. */
export const MAX_START_DAYS = 365;
export const NO_SUCH_DATE = msg('The first date is not a real day');
export const FIRST_DATE_PASSED = msg('The first date has passed');
export const FIRST_DATE_TOO_FAR = msg('The first date must be within a year from today');
export const notInSeries = (slotDate: string) => msg("{date} is not one of this series' dates", { date: slotDateValue(slotDate) });
export const notBookableNow = (o: PlannedOccurrence) =>
  msg('{date} can no longer be booked ({reason}). Nothing was booked; check the dates again.', {
    date: slotDateValue(o.slotDate),
    // The reason's own sentence, without its full stop.
    reason: (lang: Language) => translateText(lang, o.reason ?? '').replace(/[.।]$/, ''),
  });

/** A plan or a booked series as the service answers it: the message and each date's reason still messages. */
export type SeriesPlan = Omit<SeriesAnswer, 'occurrences'> & { occurrences: PlannedOccurrence[]; message: Text };

/** The plan with each date's reason in the reader's language; the message is left to the route (`localize`). */
export const seriesAnswerIn = (plan: SeriesPlan, lang: Language): SeriesAnswer & { message: Text } => ({
  ...plan,
  occurrences: plan.occurrences.map(({ reason, ...o }) => (reason === undefined ? o : { ...o, reason: translateText(lang, reason) })),
});

/** A series as the doctor's or the admin's call asks for it; the doctor's `docId` is their own. */
export type SeriesRequest = AdminSeriesRequest & {
  /** Who is booking: recorded on each session (decision 56). */
  bookedBy: StaffBooker;
  /**
   * A doctor's plan names only the doctor's own patients (decision 50): typing a stranger's e-mail must not
   * tell the doctor who has that address. Booking makes them the doctor's patient, and the answer names them.
   */
  nameOnlyOwnPatients?: boolean;
};

export interface SeriesClock {
  clinicTz: string;
  now?: Date;
}

/**
 * Plans a weekly therapy series (decision 50) and, when staff confirm, books the dates they accepted, all
 * in one transaction or none. Every date is checked with booking's own calendar rule and against the
 * doctor's and the patient's bookings before anything is written; the patient's cap on upcoming
 * appointments and the 7-day window are the patient's own limits and do not bind staff, but a blocked
 * patient gets nothing. A change of the calendar between the check and the write sends it round once more.
 */
export async function planOrBookSeries(db: Db, request: SeriesRequest, clock: SeriesClock): Promise<SeriesPlan> {
  const now = clock.now ?? new Date();
  const today = clinicToday(now, clock.clinicTz).day;
  const first = dayNumber(request.firstDate);
  if (Number.isNaN(first)) throw badRequest(NO_SUCH_DATE);
  if (first < today) throw badRequest(FIRST_DATE_PASSED);
  if (first - today > MAX_START_DAYS) throw badRequest(FIRST_DATE_TOO_FAR);
  const dates = seriesDates(request.firstDate, request.everyWeeks, request.count);
  const chosen = request.confirm ? [...new Set(request.dates ?? [])] : [];
  const stranger = chosen.find((d) => !dates.includes(d));
  if (stranger) throw badRequest(notInSeries(stranger));

  const [patient, doctor] = await Promise.all([seriesPatient(db, request), findDoctor(db, request.docId)]);
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  const lastOffset = dayNumber(dates.at(-1)!) - today;
  const named = !request.nameOnlyOwnPatients || (await isPatientOf(db, patient.id, request.docId));
  for (let round = 0; ; round++) {
    const schedule = await loadSchedule(db, request.docId, now, clock.clinicTz, { dates });
    if (!schedule) throw notFound(DOCTOR_NOT_FOUND);
    if (schedule.rules.available === false) throw conflict(MESSAGES.doctorNotAvailable);
    const held = await patientHeldDates(db, patient.id, dates, request.slotTime);
    const occurrences = checkOccurrences(schedule, dates, request.slotTime, held, now, clock.clinicTz, lastOffset);
    const answer = { patient: { name: patient.name, email: patient.email }, doctor: { name: doctor.name }, occurrences };
    if (!request.confirm)
      return { ...answer, patient: { ...answer.patient, name: named ? patient.name : '' }, message: planMessage(occurrences) };

    const refused = occurrences.find((o) => chosen.includes(o.slotDate) && !o.bookable);
    if (refused) throw conflict(notBookableNow(refused));
    const seriesId = randomUUID();
    const written = await insertSeries(db, {
      seriesId,
      userId: patient.id,
      docId: request.docId,
      slotTime: request.slotTime,
      dates: dates.filter((d) => chosen.includes(d)),
      userData: patientSnapshot(patient, today),
      version: schedule.version,
      bookedBy: request.bookedBy,
      clinicTz: clock.clinicTz,
    });
    if (written !== 'calendar-moved') {
      const n = written.ids.length;
      const message = msg('{count, plural, one {{count} session booked} other {{count} sessions booked}}', { count: n });
      return { ...answer, seriesId, appointmentIds: written.ids, message };
    }
    if (round >= 1) throw conflict(CALENDAR_CHANGED);
  }
}

/** "5 of 6 dates can be booked". */
function planMessage(occurrences: PlannedOccurrence[]): Text {
  const ok = occurrences.filter((o) => o.bookable).length;
  return msg('{ok} of {total} dates can be booked', { ok, total: occurrences.length });
}
