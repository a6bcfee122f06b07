import { createEvent, createEvents, type EventAttributes } from 'ics';
import { SLOT_MINUTES, slotStart } from '@clinic/shared/booking';
import { CLINIC, specialityName } from '@clinic/shared/clinic';
import { inLanguage, type Language } from '@clinic/shared/i18n';
import type { Appointment } from '../contract';
import { translateCalendar as inActiveLanguage } from './i18n';

/**
 * The `.ics` of an appointment, one file for the patient's Add to calendar and the confirmation e-mail.
 * It loads `ics` as it is imported, so a page imports this entry on demand (`await import(...)`): few
 * patients use it, and it should not weigh on every page. The api imports it as usual.
 *
 * Its words (the event's title and description, the file's name) are in a language (decision 32): the
 * patient's for the e-mail, the one on screen for a download. A page that imports this entry after the
 * language was chosen awaits `ensureLanguage(lang)` (`@clinic/shared/i18n`) before building a file in it:
 * in the browser the Hindi and Kannada words are a small file fetched then, not script.
 */
type Key = Parameters<typeof inActiveLanguage>[0];

/** A word of the file in the active language; in English while that language's words are not loaded yet. */
function translate(key: Key, values: Record<string, string>): string {
  const text = inActiveLanguage(key, values);
  return text === `calendar.${key}` ? inLanguage('en', () => inActiveLanguage(key, values)) : text;
}

/**
 * Text for a calendar file's fields with every control character (C0, DEL, C1) and Unicode line or
 * paragraph separator made a space. The `ics` package escapes `\n` and `\r\n` but not a lone `\r`, which
 * calendar readers take as a line break: a doctor's name or address holding one would add lines of its
 * own (an ATTENDEE, a URL) to the file. The api now refuses them; rows stored before may still hold them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const calendarText = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

/** What a calendar event needs of an appointment: a listed one, or the one just booked (the confirmation panel). */
export type CalendarAppointment = Pick<Appointment, '_id' | 'slotDate' | 'slotTime' | 'service'> & {
  docData: Pick<Appointment['docData'], 'name' | 'speciality' | 'address'>;
};

/** The file's name as a download or an attachment: `appointment-1_12_2026.ics`, in `lang` (the active language by default). */
export const calendarFileName = (appointment: Pick<Appointment, 'slotDate'>, lang?: Language) =>
  inLanguage(lang, () => translate('file.appointment', { date: appointment.slotDate }));

/** A weekly series' file, named by its first session: `sessions-from-1_12_2026.ics`. */
export const seriesCalendarFileName = (first: Pick<Appointment, 'slotDate'>, lang?: Language) =>
  inLanguage(lang, () => translate('file.series', { date: first.slotDate }));

/**
 * The calendar event of an appointment. Its slot is a wall-clock time at the clinic, so its instant is
 * worked out in `clinicTz` (the zone the api books in) and written in UTC, which every calendar agrees on.
 * The uid is the appointment's, so a later file for the same appointment updates the event.
 */
function eventOf(appointment: CalendarAppointment, clinicTz: string): EventAttributes {
  const start = slotStart(appointment.slotDate, appointment.slotTime, clinicTz).getTime();
  const { docData } = appointment;
  return {
    uid: `${calendarText(appointment._id)}@sunrisehearing.in`,
    title: calendarText(translate('event.title', { doctor: docData.name })),
    description: calendarText(
      translate('event.description', {
        speciality: specialityName(docData.speciality),
        clinic: CLINIC.name,
        phone: CLINIC.phones[0],
        email: CLINIC.email,
      }),
    ),
    location: [docData.address.line1, docData.address.line2].map(calendarText).filter(Boolean).join(', '),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    // A service lasts its own length (decision 57); a consultation, one slot.
    duration: { minutes: appointment.service?.durationMinutes ?? SLOT_MINUTES },
    status: 'CONFIRMED',
    productId: 'sunrisehearing/appointments',
  };
}

/** The `.ics` of one appointment, its words in `lang` (the active language by default). */
export function buildCalendarFile(appointment: CalendarAppointment, clinicTz: string, lang?: Language): string {
  const { error, value } = createEvent(inLanguage(lang, () => eventOf(appointment, clinicTz)));
  if (error || !value) throw new Error('The calendar file could not be made');
  return value;
}

/** Every session of a weekly series in one file (decision 50), each its own event with its appointment's uid. */
export function buildSeriesCalendarFile(sessions: CalendarAppointment[], clinicTz: string, lang?: Language): string {
  const { error, value } = createEvents(inLanguage(lang, () => sessions.map((session) => eventOf(session, clinicTz))));
  if (error || !value) throw new Error('The calendar file could not be made');
  return value;
}
