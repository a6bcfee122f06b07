import { formatRupees } from '@clinic/shared/format';
import type { AgendaFacts, AppointmentFacts, ContactFacts, MessageLinks, RenderedMessage, SeriesSession } from '../types';
import { renderLetter } from './letter';
import { appointmentValues, seriesRows } from './patient';
import { clock, longDate } from './wording';

/**
 * Messages to the doctor and the clinic. The phone comes with the patient's wish not to be called when
 * they gave it: many of this clinic's patients cannot take a call, so staff should write to them.
 */
const phoneLine = (phone: string | undefined, noPhoneCalls: boolean | undefined) =>
  `${phone?.trim() || 'not given'}${noPhoneCalls ? ' (cannot take phone calls: please send a message instead)' : ''}`;

function doctorValues(f: AppointmentFacts, links: MessageLinks) {
  return {
    ...appointmentValues(f, links),
    phone: phoneLine(f.patientPhone, f.noPhoneCalls),
    note: f.patientMessage?.trim() || 'none',
  };
}

/** A weekly series with the doctor (decision 50), told once with every date. */
function doctorSeriesBooked(f: AppointmentFacts, sessions: SeriesSession[], links: MessageLinks): RenderedMessage {
  const rows = seriesRows(sessions, f.clinicTz);
  return renderLetter({
    template: 'doctor_new_series',
    subject: `New weekly sessions: ${f.patientName}, ${sessions.length} from ${longDate(sessions[0]!.slotDate)}`,
    heading: 'New sessions with you',
    sections: [
      { p: 'Dear {doctor}, {count} sessions with you are booked for {patient}.' },
      { rows, as: 'Dates: {dates}' },
      {
        facts: [
          ['Phone', '{phone}'],
          ['Fee', '{fee} a session'],
        ],
      },
    ],
    values: {
      ...doctorValues(f, links),
      count: String(sessions.length),
      dates: rows.map(([, date]) => date).join('; '),
      fee: formatRupees(f.amount),
    },
  });
}

export function doctorBooked(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  if (f.series) return doctorSeriesBooked(f, f.series, links);
  return renderLetter({
    template: 'doctor_new_booking',
    subject: `New appointment: ${f.patientName}, ${longDate(f.slotDate)} at ${clock(f.slotTime)}`,
    heading: 'A new appointment with you',
    sections: [
      { p: 'Dear {doctor}, a patient has booked an appointment with you.' },
      {
        facts: [
          ['Patient', '{patient}'],
          ['Date and time', '{when}'],
          ['Phone', '{phone}'],
          ['Note from the patient', '{note}'],
          ['Fee', '{fee}'],
          ['Booking reference', '{reference}'],
        ],
      },
    ],
    values: { ...doctorValues(f, links), fee: `${formatRupees(f.amount)}${f.paid ? ', paid' : ''}` },
  });
}

const DOCTOR_CANCELLED_BY = {
  patient: ['by_patient', 'Dear {doctor}, {patient} cancelled their appointment with you.'],
  clinic: ['by_clinic', 'Dear {doctor}, the clinic cancelled an appointment with you.'],
  doctor: ['by_you', 'Dear {doctor}, you cancelled an appointment. We have told the patient.'],
  none: ['', 'Dear {doctor}, an appointment with you is cancelled.'],
} as const;

export function doctorCancelled(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  const [by, opening] = DOCTOR_CANCELLED_BY[f.cancelledBy ?? 'none'];
  const reason = f.cancelReason.trim() !== '';
  return renderLetter({
    template: ['doctor_booking_cancelled', by, reason ? 'with_reason' : ''].filter(Boolean).join('_'),
    subject: `Appointment cancelled: ${f.patientName}, ${longDate(f.slotDate)} at ${clock(f.slotTime)}`,
    heading: 'An appointment is cancelled',
    sections: [
      { p: opening },
      ...(reason ? [{ p: 'The reason: {reason}' }] : []),
      {
        facts: [
          ['Patient', '{patient}'],
          ['Date and time', '{when}'],
          ['Phone', '{phone}'],
          ['Booking reference', '{reference}'],
        ],
      },
      { p: 'The time is free again for other patients.' },
    ],
    values: doctorValues(f, links),
  });
}

/** One agenda line: `10:30 am: Asha Rao, phone 98450 12345 (…), note: …`. */
const agendaLine = (e: AgendaFacts['entries'][number]) =>
  `${e.patientName}, phone ${phoneLine(e.phone, e.noPhoneCalls)}${e.message.trim() ? `, note: ${e.message.trim()}` : ''}`;

export function doctorAgenda(f: AgendaFacts): RenderedMessage {
  const entries = [...f.entries].sort((a, b) => a.slotTime.localeCompare(b.slotTime));
  const count = entries.length === 1 ? '1 appointment' : `${entries.length} appointments`;
  return renderLetter({
    template: entries.length ? 'doctor_agenda' : 'doctor_agenda_empty',
    subject: `Your appointments on ${longDate(f.slotDate)}: ${entries.length ? count : 'none'}`,
    heading: 'Your appointments on {date}',
    sections: entries.length
      ? [
          { p: 'Dear {doctor}, you have {count} on {date}. Times are clinic time.' },
          { rows: entries.map((e) => [clock(e.slotTime), agendaLine(e)]), as: '{list}' },
        ]
      : [{ p: 'Dear {doctor}, you have no appointments on {date}.' }],
    values: {
      doctor: f.doctorName,
      date: longDate(f.slotDate),
      count,
      list: entries.map((e) => `${clock(e.slotTime)}: ${agendaLine(e)}`).join('; '),
    },
  });
}

/** The e-mail or the phone is always there (the contact form asks for one); the answer goes by what was given. */
export function contactMessage(f: ContactFacts): RenderedMessage {
  const email = f.email.trim();
  const subject = f.subject.trim();
  return renderLetter({
    template: email ? 'contact_message' : 'contact_message_phone_only',
    subject: `Website message from ${f.name}${subject ? `: ${subject}` : ''}`,
    heading: 'A message from the website',
    sections: [
      {
        facts: [
          ['From', '{name}'],
          ['E-mail', '{email}'],
          ['Phone', '{phone}'],
          ['Subject', '{subject}'],
          ['Newsletter', '{newsletter}'],
        ],
      },
      { p: 'Message: {message}' },
      email
        ? { p: 'To answer, reply to this e-mail: the reply goes to {email}.' }
        : { p: 'They left no e-mail address: please call or send a message to {phone}.' },
    ],
    values: {
      name: f.name,
      email: email || 'not given',
      phone: f.phone.trim() || 'not given',
      subject: subject || 'none',
      message: f.message,
      newsletter: f.newsletter ? 'Yes, they would like the newsletter' : 'No',
    },
  });
}
