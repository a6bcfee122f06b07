import {
  buildCalendarFile,
  buildSeriesCalendarFile,
  calendarFileName,
  seriesCalendarFileName,
  type CalendarAppointment,
} from '@clinic/shared/calendar-file';
import { CLINIC, serviceName, specialityName } from '@clinic/shared/clinic';
import { formatRupees } from '@clinic/shared/format';
import { inLanguage, type Language } from '@clinic/shared/i18n';
import { doctorsPath, receiptPath } from '@clinic/shared/links';
import type { MessageAttachment } from '../../../db/schema';
import type { AppointmentFacts, MessageLinks, ReminderFacts, RenderedMessage, SeriesSession } from '../types';
import { renderLetter, reworded, type Letter, type Section } from './letter';
import { clock, leadPhrase, longDate, releaseWords, slotLine, translate, when, wordsIn } from './wording';

/** The speciality as the patient's language names it (a stored value the clinic does not list is shown as stored). */
const specialityIn = (speciality: string, lang: Language) =>
  lang === 'en' ? speciality : inLanguage(lang, () => specialityName(speciality));

/** A booked service as the patient's language names it, with its length: "Hearing aid trial and fitting, 90 minutes". */
const serviceIn = (service: NonNullable<AppointmentFacts['service']>, lang: Language) =>
  translate(lang, 'common.serviceLength', { service: inLanguage(lang, () => serviceName(service.id)), minutes: service.durationMinutes });

/** The values every message about an appointment may use, in `lang` (English for staff). */
export function appointmentValues(f: AppointmentFacts, links: MessageLinks, lang: Language = 'en'): Record<string, string> {
  const address = [f.addressLine1, f.addressLine2].filter((line) => line.trim()).join(', ');
  return {
    patient: f.patientName,
    doctor: f.doctorName,
    speciality: specialityIn(f.speciality, lang),
    when: when(f.slotDate, f.slotTime, f.clinicTz, lang),
    address: address || `${CLINIC.address.line1}, ${CLINIC.address.line2}`,
    fee: formatRupees(f.amount),
    reference: f.reference,
    appointments: links.appointmentsUrl,
    book: new URL(doctorsPath(), links.appointmentsUrl).href,
    reason: f.cancelReason,
    ...(f.service && { service: serviceIn(f.service, lang) }),
  };
}

const calendarNote = (lang: Language): Section => ({ emailOnly: wordsIn(lang)('common.calendarNote') });

const calendarAppointment = (f: AppointmentFacts, session: SeriesSession = f): CalendarAppointment => ({
  _id: session.appointmentId,
  slotDate: session.slotDate,
  slotTime: session.slotTime,
  // A series' sessions are consultations; the appointment's own file lasts its service's length (decision 57).
  ...(session === f && f.service && { service: f.service }),
  docData: { name: f.doctorName, speciality: f.speciality, address: { line1: f.addressLine1, line2: f.addressLine2 } },
});

/**
 * The same `.ics` the patient's Add to calendar makes, in the patient's language; its uid is the
 * appointment's, so a new time updates the event.
 */
export function calendarAttachment(f: AppointmentFacts, lang: Language = f.language): MessageAttachment {
  const appointment = calendarAppointment(f);
  return {
    filename: calendarFileName(appointment, lang),
    contentType: 'text/calendar; charset=utf-8',
    content: buildCalendarFile(appointment, f.clinicTz, lang),
  };
}

/** Every session of a series on its own row: `Session 3`, `Tuesday 22 December 2026 at 5:30 pm`. */
export const seriesRows = (sessions: SeriesSession[], clinicTz: string, lang: Language = 'en'): [string, string][] =>
  sessions.map((s, i) => [translate(lang, 'seriesBooked.session', { number: i + 1 }), when(s.slotDate, s.slotTime, clinicTz, lang)]);

/** A weekly series booked by staff (decision 50): one message with every date and one calendar file. */
function seriesBooked(f: AppointmentFacts, sessions: SeriesSession[], links: MessageLinks): RenderedMessage {
  const lang = f.language;
  const t = wordsIn(lang);
  const rows = seriesRows(sessions, f.clinicTz, lang);
  const first = sessions[0]!;
  const calendar: MessageAttachment = {
    filename: seriesCalendarFileName(first, lang),
    contentType: 'text/calendar; charset=utf-8',
    content: buildSeriesCalendarFile(
      sessions.map((s) => calendarAppointment(f, s)),
      f.clinicTz,
      lang,
    ),
  };
  return renderLetter(
    {
      template: reworded('series_booked'),
      language: lang,
      subject: t('seriesBooked.subject', {
        count: sessions.length,
        doctor: f.doctorName,
        slot: slotLine(first.slotDate, first.slotTime, lang),
      }),
      heading: t('seriesBooked.heading'),
      sections: [
        { p: t('seriesBooked.opening') },
        { rows, as: t('seriesBooked.dates') },
        {
          facts: [
            [t('common.place'), '{address}'],
            [t('common.fee'), t('seriesBooked.feeEach')],
          ],
        },
        { link: t('common.payOrSeeAppointments'), url: '{appointments}' },
        { emailOnly: t('seriesBooked.calendarNote') },
        { p: t('seriesBooked.toCancel') },
      ],
      values: {
        ...appointmentValues(f, links, lang),
        count: String(sessions.length),
        dates: rows.map(([, date]) => date).join('; '),
      },
    },
    [calendar],
  );
}

export function bookingConfirmed(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  if (f.series) return seriesBooked(f, f.series, links);
  const lang = f.language;
  const t = wordsIn(lang);
  const letter: Letter = {
    // A service's confirmation names it (decision 57): a wording of its own, so a template of its own.
    template: reworded(['booking_confirmed', f.paid && 'paid', f.service && 'service'].filter(Boolean).join('_')),
    language: lang,
    subject: t('bookingConfirmed.subject', { doctor: f.doctorName, slot: slotLine(f.slotDate, f.slotTime, lang) }),
    heading: t('bookingConfirmed.heading'),
    sections: [
      { p: t('bookingConfirmed.opening') },
      {
        facts: [
          ...(f.service ? [[t('common.service'), '{service}'] as [string, string]] : []),
          [t('common.doctor'), '{doctor}, {speciality}'],
          [t('common.dateAndTime'), '{when}'],
          [t('common.place'), '{address}'],
          [t('common.fee'), f.paid ? t('bookingConfirmed.feePaid') : '{fee}'],
          [t('common.bookingReference'), '{reference}'],
        ],
      },
      f.paid
        ? { link: t('common.seeAppointments'), url: '{appointments}' }
        : { link: t('common.payOrSeeAppointments'), url: '{appointments}' },
      calendarNote(lang),
      { p: t('bookingConfirmed.toCancel') },
    ],
    values: appointmentValues(f, links, lang),
  };
  return renderLetter(letter, [calendarAttachment(f, lang)]);
}

export function paymentReceived(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  const lang = f.language;
  const t = wordsIn(lang);
  return renderLetter({
    // A new name for a new wording (the receipt's link, decision 51): an approved template keeps its words.
    template: reworded('payment_received_receipt'),
    language: lang,
    subject: t('paymentReceived.subject', { fee: formatRupees(f.amount), date: longDate(f.slotDate, lang) }),
    heading: t('paymentReceived.heading'),
    sections: [
      { p: t('paymentReceived.opening') },
      {
        facts: [
          [t('paymentReceived.amountPaid'), '{fee}'],
          [t('paymentReceived.status'), t('paymentReceived.paid')],
          [t('paymentReceived.for'), t('paymentReceived.forValue')],
          [t('common.dateAndTime'), '{when}'],
          [t('common.bookingReference'), '{reference}'],
        ],
      },
      { link: t('paymentReceived.openReceipt'), url: '{receipt}' },
      { link: t('common.seeAppointments'), url: '{appointments}' },
    ],
    values: { ...appointmentValues(f, links, lang), receipt: new URL(receiptPath(f.appointmentId), links.appointmentsUrl).href },
  });
}

/** Who cancelled, told in the patient's terms. */
const CANCELLED_BY = {
  patient: ['by_you', 'cancelled.byPatient'],
  clinic: ['by_clinic', 'cancelled.byClinic'],
  doctor: ['by_doctor', 'cancelled.byDoctor'],
  none: ['', 'cancelled.unattributed'],
} as const;

export function cancelled(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  const lang = f.language;
  const t = wordsIn(lang);
  const [by, opening] = CANCELLED_BY[f.cancelledBy ?? 'none'];
  const reason = f.cancelledBy !== 'patient' && f.cancelReason.trim() !== '';
  return renderLetter({
    template: reworded(['appointment_cancelled', by, reason ? 'with_reason' : '', f.paid ? 'paid' : ''].filter(Boolean).join('_')),
    language: lang,
    subject: t('cancelled.subject', { doctor: f.doctorName, slot: slotLine(f.slotDate, f.slotTime, lang) }),
    heading: t('cancelled.heading'),
    sections: [
      { p: t(opening) },
      ...(reason ? [{ p: t('cancelled.reason') }] : []),
      // Decision 49: every cancel of a paid appointment refunds it in full, through the provider that took it.
      ...(f.paid ? [{ p: t('cancelled.refund') }] : []),
      { facts: [[t('common.bookingReference'), '{reference}']] },
      { link: t('cancelled.bookAnother'), url: '{book}' },
      { p: t('cancelled.callUs') },
    ],
    values: appointmentValues(f, links, lang),
  });
}

export function changed(f: AppointmentFacts, links: MessageLinks): RenderedMessage {
  const lang = f.language;
  const t = wordsIn(lang);
  const before = f.previousSlot;
  return renderLetter(
    {
      template: reworded(before ? 'appointment_changed_from' : 'appointment_changed'),
      language: lang,
      subject: t('changed.subject', { doctor: f.doctorName, slot: slotLine(f.slotDate, f.slotTime, lang) }),
      heading: t('changed.heading'),
      sections: [
        { p: t('changed.opening') },
        {
          facts: [
            [t('changed.newDateAndTime'), '{when}'],
            ...(before ? [[t('changed.before'), '{previous}'] as [string, string]] : []),
            [t('common.place'), '{address}'],
            [t('common.bookingReference'), '{reference}'],
          ],
        },
        { link: t('common.seeAppointments'), url: '{appointments}' },
        calendarNote(lang),
        { p: t('changed.notSuitable') },
      ],
      values: {
        ...appointmentValues(f, links, lang),
        ...(before ? { previous: when(before.slotDate, before.slotTime, f.clinicTz, lang) } : {}),
      },
    },
    [calendarAttachment(f, lang)],
  );
}

export function reminder(f: ReminderFacts, links: MessageLinks): RenderedMessage {
  const lang = f.language;
  const t = wordsIn(lang);
  const lead = leadPhrase(f.leadMinutes, lang);
  // An unpaid booking the clinic will release (decision 34): a template of its own, with "I am coming".
  const hold = links.keepUrl && f.holdReleaseAt ? { keep: links.keepUrl, release: releaseWords(f.holdReleaseAt, f, lang) } : undefined;
  const name = hold ? 'appointment_reminder_unpaid' : 'appointment_reminder';
  return renderLetter({
    template: reworded(links.unsubscribeUrl ? name : `${name}_no_link`),
    language: lang,
    subject: t('reminder.subject', { doctor: f.doctorName, lead, time: clock(f.slotTime, lang) }),
    heading: t('reminder.heading'),
    sections: [
      { p: t('reminder.opening') },
      {
        facts: [
          [t('common.dateAndTime'), '{when}'],
          [t('common.place'), '{address}'],
          [t('common.bookingReference'), '{reference}'],
        ],
      },
      ...(hold ? [{ p: t('reminder.unpaid') }, { link: t('reminder.coming'), url: '{keep}' }] : []),
      { link: t('common.seeAppointments'), url: '{appointments}' },
      { p: t('reminder.cannotCome') },
      ...(links.unsubscribeUrl ? [{ p: t('reminder.canStop') }, { link: t('reminder.stop'), url: '{unsubscribe}' }] : []),
    ],
    values: { ...appointmentValues(f, links, lang), lead, unsubscribe: links.unsubscribeUrl ?? '', ...hold },
  });
}
