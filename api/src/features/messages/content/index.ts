import type {
  AgendaFacts,
  AppointmentFacts,
  AppointmentMessageKind,
  ContactFacts,
  MessageLinks,
  ReminderFacts,
  RenderedMessage,
} from '../types';
import { bookingConfirmed, cancelled, changed, paymentReceived, reminder } from './patient';
import { contactMessage, doctorAgenda, doctorBooked, doctorCancelled } from './staff';

/**
 * What every message says, rendered once when it is queued (the outbox keeps exactly what went): pure
 * functions of the facts. The patient's messages are in their language (`facts.language`, decision 32: the
 * catalogs in `../locales`); the doctor's and the clinic's stay English (staff choose no language).
 */
export function renderAppointmentMessage(
  kind: AppointmentMessageKind,
  facts: AppointmentFacts | ReminderFacts,
  links: MessageLinks,
): RenderedMessage {
  switch (kind) {
    case 'booking-confirmed':
      return bookingConfirmed(facts, links);
    case 'payment-received':
      return paymentReceived(facts, links);
    case 'cancelled':
      return cancelled(facts, links);
    case 'changed':
      return changed(facts, links);
    case 'reminder':
      return reminder({ leadMinutes: 0, ...facts }, links);
    case 'doctor-booked':
      return doctorBooked(facts, links);
    case 'doctor-cancelled':
      return doctorCancelled(facts, links);
  }
}

export const renderDoctorAgenda = (facts: AgendaFacts): RenderedMessage => doctorAgenda(facts);

/** To CLINIC_INBOX; `links` is accepted for symmetry with the other kinds and not needed. */
export const renderContactMessage = (facts: ContactFacts, _links?: MessageLinks): RenderedMessage => contactMessage(facts);

export { escapeHtml, templateBodies, templateBodiesIn, whatsappTemplate } from './letter';
export { clock, leadPhrase, longDate, slotLine, when } from './wording';
