import { createEvent, createEvents, type EventAttributes } from 'ics';
import { SLOT_MINUTES, slotStart } from '@clinic/shared/booking';
import { CLINIC } from '@clinic/shared/clinic';
import type { Appointment } from '../contract';

/**
 * The `.ics` of an appointment, one file for the patient's Add to calendar and the confirmation e-mail.
 * It loads `ics` as it is imported, so a page imports this entry on demand (`await import(...)`): few
 * patients use it, and it should not weigh on every page. The api imports it as usual.
 */

/**
 * Text for a calendar file's fields with every control character (C0, DEL, C1) and Unicode line or
 * paragraph separator made a space. The `ics` package escapes `\n` and `\r\n` but not a lone `\r`, which
 * calendar readers take as a line break: a doctor's name or address holding one would add lines of its
 * own (an ATTENDEE, a URL) to the file. The api now refuses them; rows stored before may still hold them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const calendarText = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

/** What a calendar event needs of an appointment: a listed one, or the one just booked (the confirmation panel). */
export type CalendarAppointment = Pick<Appointment, '_id' | 'slotDate' | 'slotTime'> & {
  docData: Pick<Appointment['docData'], 'name' | 'speciality' | 'address'>;
};

/** The file's name as a download or an attachment. */
export const calendarFileName = (appointment: Pick<Appointment, 'slotDate'>) => `appointment-${appointment.slotDate}.ics`;

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
    title: calendarText(`Appointment with ${docData.name}`),
    description: calendarText(`${docData.speciality} at ${CLINIC.name}. Phone ${CLINIC.phones[0]}, e-mail ${CLINIC.email}.`),
    location: [docData.address.line1, docData.address.line2].map(calendarText).filter(Boolean).join(', '),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SLOT_MINUTES },
    status: 'CONFIRMED',
    productId: 'sunrisehearing/appointments',
  };
}

/** The `.ics` of one appointment. */
export function buildCalendarFile(appointment: CalendarAppointment, clinicTz: string): string {
  const { error, value } = createEvent(eventOf(appointment, clinicTz));
  if (error || !value) throw new Error('The calendar file could not be made');
  return value;
}

/** Every session of a weekly series in one file (issue 23), each its own event with its appointment's uid. */
export function buildSeriesCalendarFile(sessions: CalendarAppointment[], clinicTz: string): string {
  const { error, value } = createEvents(sessions.map((session) => eventOf(session, clinicTz)));
  if (error || !value) throw new Error('The calendar file could not be made');
  return value;
}
