import { buildCalendarFile, buildSeriesCalendarFile, calendarFileName } from '@clinic/shared/calendar-file';
import { CLINIC } from '@clinic/shared/clinic';
import { formatRupees } from '@clinic/shared/format';
import { doctorsPath, receiptPath } from '@clinic/shared/links';
import type { MessageAttachment } from '../../../db/schema';
import type { AppointmentFacts, MessageLinks, ReminderFacts, RenderedMessage, SeriesSession } from '../types';
import { renderLetter, type Letter, type Section } from './letter';
import { clock, leadPhrase, longDate, when } from './wording';

const PHONE = CLINIC.phones[0];

/** The values every message about an appointment may use. */
export function appointmentValues(f: AppointmentFacts, links: MessageLinks): Record<string, string> {
  const address = [f.addressLine1, f.addressLine2].filter((line) => line.trim()).join(', ');
  return {
    patient: f.patientName,
    doctor: f.doctorName,
    speciality: f.speciality,
    when: when(f.slotDate, f.slotTime, f.clinicTz),
    address: address || `${CLINIC.address.line1}, ${CLINIC.address.line2}`,
    fee: formatRupees(f.amount),
    reference: f.reference,
    appointments: links.appointmentsUrl,
    book: new URL(doctorsPath(), links.appointmentsUrl).href,
    reason: f.cancelReason,
  };
}

/** `Dr. Ananya Iyer, Tuesday 1 December 2026 at 5:30 pm`: a subject line's short form. */
const slotLine = (f: AppointmentFacts) => `${longDate(f.slotDate)} at ${clock(f.slotTime)}`;

const CALENDAR_NOTE: Section = { emailOnly: 'The attached calendar file adds this appointment to the calendar on your phone or computer.' };

/** The same `.ics` the patient's Add to calendar makes; its uid is the appointment's, so a new time updates the event. */
export function calendarAttachment(f: AppointmentFacts): MessageAttachment {
  const appointment = {
    _id: f.appointmentId,
    slotDate: f.slotDate,
    slotTime: f.slotTime,
    docData: { name: f.doctorName, speciality: f.speciality, address: { line1: f.addressLine1, line2: f.addressLine2 } },
  };
  return {
    filename: calendarFileName(appointment),
    contentType: 'text/calendar; charset=utf-8',
    content: buildCalendarFile(appointment, f.clinicTz),
  };
}

/** Every session of a series on its own row: `Session 3`, `Tuesday 22 December 2026 at 5:30 pm`. */
export const seriesRows = (sessions: SeriesSession[], clinicTz: string): [string, string][] =>
  sessions.map((s, i) => [`Session ${i + 1}`, when(s.slotDate, s.slotTime, clinicTz)]);

/** A weekly series booked by staff (decision 50): one message with every date and one calendar file. */
function seriesBooked(f: AppointmentFacts, sessions: SeriesSession[], links: MessageLinks): RenderedMessage {
  const rows = seriesRows(sessions, f.clinicTz);
  const calendar: MessageAttachment = {
    filename: `sessions-from-${sessions[0]!.slotDate}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    content: buildSeriesCalendarFile(
      sessions.map((s) => ({
        _id: s.appointmentId,
        slotDate: s.slotDate,
        slotTime: s.slotTime,
        docData: { name: f.doctorName, speciality: f.speciality, address: { line1: f.addressLine1, line2: f.addressLine2 } },
      })),
      f.clinicTz,
    ),
  };
  return renderLetter(
    {
      template: 'series_booked',
      subject: `${sessions.length} sessions booked: ${f.doctorName}, from ${slotLine({ ...f, ...sessions[0]! })}`,
      heading: 'Your sessions are booked',
      sections: [
        { p: `Dear {patient}, ${CLINIC.name} has booked {count} sessions for you with {doctor}, {speciality}.` },
        { rows, as: 'Dates: {dates}' },
        {
          facts: [
            ['Place', '{address}'],
            ['Fee', '{fee} a session'],
          ],
        },
        { link: 'Pay online or see your appointments', url: '{appointments}' },
        { emailOnly: 'The attached calendar file adds every session to the calendar on your phone or computer.' },
        { p: `To cancel one session or the rest, open My appointments or call us on ${PHONE}.` },
      ],
      values: { ...appointmentValues(f, links), count: String(sessions.length), dates: rows.map(([, date]) => date).join('; ') },
    },
    [calendar],
  );
}

export function bookingConfirmed(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  if (f.series) return seriesBooked(f, f.series, links);
  const letter: Letter = {
    template: f.paid ? 'booking_confirmed_paid' : 'booking_confirmed',
    subject: `Appointment booked: ${f.doctorName}, ${slotLine(f)}`,
    heading: 'Your appointment is booked',
    sections: [
      { p: `Dear {patient}, thank you for booking with ${CLINIC.name}. Here are the details.` },
      {
        facts: [
          ['Doctor', '{doctor}, {speciality}'],
          ['Date and time', '{when}'],
          ['Place', '{address}'],
          ['Fee', f.paid ? '{fee}, paid' : '{fee}'],
          ['Booking reference', '{reference}'],
        ],
      },
      f.paid
        ? { link: 'See your appointments', url: '{appointments}' }
        : { link: 'Pay online or see your appointments', url: '{appointments}' },
      CALENDAR_NOTE,
      { p: `To cancel, open My appointments or call us on ${PHONE}.` },
    ],
    values: appointmentValues(f, links),
  };
  return renderLetter(letter, [calendarAttachment(f)]);
}

export function paymentReceived(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  return renderLetter({
    // A new name for a new wording (the receipt's link, decision 51): an approved template keeps its words.
    template: 'payment_received_receipt',
    subject: `Payment received: ${formatRupees(f.amount)} for your appointment on ${longDate(f.slotDate)}`,
    heading: 'Thank you: your payment is received',
    sections: [
      { p: 'Dear {patient}, we have received your payment. Your receipt is online, to print or download as a PDF.' },
      {
        facts: [
          ['Amount paid', '{fee}'],
          ['Status', 'Paid'],
          ['For', 'Appointment with {doctor}, {speciality}'],
          ['Date and time', '{when}'],
          ['Booking reference', '{reference}'],
        ],
      },
      { link: 'Open your receipt', url: '{receipt}' },
      { link: 'See your appointments', url: '{appointments}' },
    ],
    values: { ...appointmentValues(f, links), receipt: new URL(receiptPath(f.appointmentId), links.appointmentsUrl).href },
  });
}

/** Who cancelled, told in the patient's terms. */
const CANCELLED_BY = {
  patient: ['by_you', 'Dear {patient}, you cancelled your appointment with {doctor} on {when}.'],
  clinic: ['by_clinic', 'Dear {patient}, the clinic cancelled your appointment with {doctor} on {when}. We are sorry for the trouble.'],
  doctor: ['by_doctor', 'Dear {patient}, {doctor} cancelled your appointment on {when}. We are sorry for the trouble.'],
  none: ['', 'Dear {patient}, your appointment with {doctor} on {when} is cancelled.'],
} as const;

export function cancelled(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  const [by, opening] = CANCELLED_BY[f.cancelledBy ?? 'none'];
  const reason = f.cancelledBy !== 'patient' && f.cancelReason.trim() !== '';
  return renderLetter({
    template: ['appointment_cancelled', by, reason ? 'with_reason' : '', f.paid ? 'paid' : ''].filter(Boolean).join('_'),
    subject: `Appointment cancelled: ${f.doctorName}, ${slotLine(f)}`,
    heading: 'Your appointment is cancelled',
    sections: [
      { p: opening },
      ...(reason ? [{ p: 'The reason: {reason}' }] : []),
      // Decision 49: every cancel of a paid appointment refunds it in full, through the provider that took it.
      ...(f.paid
        ? [
            {
              p: 'You paid {fee} online for this appointment. We are refunding the full amount to you; My appointments shows when it is done.',
            },
          ]
        : []),
      { facts: [['Booking reference', '{reference}']] },
      { link: 'Book another appointment', url: '{book}' },
      { p: `Or call us on ${PHONE} and we will help you find a time.` },
    ],
    values: appointmentValues(f, links),
  });
}

export function changed(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  const before = f.previousSlot;
  return renderLetter(
    {
      template: before ? 'appointment_changed_from' : 'appointment_changed',
      subject: `Appointment moved: ${f.doctorName}, now ${slotLine(f)}`,
      heading: 'Your appointment has a new time',
      sections: [
        { p: 'Dear {patient}, your appointment with {doctor} has moved to a new time.' },
        {
          facts: [
            ['New date and time', '{when}'],
            ...(before ? [['Before', '{previous}'] as [string, string]] : []),
            ['Place', '{address}'],
            ['Booking reference', '{reference}'],
          ],
        },
        { link: 'See your appointments', url: '{appointments}' },
        CALENDAR_NOTE,
        { p: `If the new time does not suit you, open My appointments or call us on ${PHONE}.` },
      ],
      values: { ...appointmentValues(f, links), ...(before ? { previous: when(before.slotDate, before.slotTime, f.clinicTz) } : {}) },
    },
    [calendarAttachment(f)],
  );
}

export function reminder(f: ReminderFacts, links: MessageLinks): RenderedMessage {
  const lead = leadPhrase(f.leadMinutes);
  return renderLetter({
    template: links.unsubscribeUrl ? 'appointment_reminder' : 'appointment_reminder_no_link',
    subject: `Reminder: your appointment with ${f.doctorName} ${lead} at ${clock(f.slotTime)}`,
    heading: 'Your appointment is {lead}',
    sections: [
      { p: 'Dear {patient}, this is a reminder of your appointment with {doctor}.' },
      {
        facts: [
          ['Date and time', '{when}'],
          ['Place', '{address}'],
          ['Booking reference', '{reference}'],
        ],
      },
      { link: 'See your appointments', url: '{appointments}' },
      { p: `If you cannot come, please cancel in My appointments or call us on ${PHONE}, so that someone else can have the time.` },
      ...(links.unsubscribeUrl
        ? [
            { p: 'You can stop these reminders. We will still send your booking confirmations and cancellations.' },
            { link: 'Stop reminders', url: '{unsubscribe}' },
          ]
        : []),
    ],
    values: { ...appointmentValues(f, links), lead, unsubscribe: links.unsubscribeUrl ?? '' },
  });
}
