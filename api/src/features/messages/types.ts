import type { MessageKind, MessageLanguage, ServiceId } from '@clinic/shared/contract';
import type { CancelledBy, MessageAttachment } from '../../db/schema';

/**
 * What a message says, rendered once when it is queued and kept in its row (the outbox shows exactly what
 * went): a subject, a plain-text part, an HTML part, attachments, and the WhatsApp template it goes as.
 */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: MessageAttachment[];
  /**
   * The approved WhatsApp template and its body parameters, in order (business-initiated messages must be
   * templates); `text` is what the template reads as, for the outbox.
   */
  whatsapp?: { template: string; params: string[] };
}

/** Links a message carries, absolute (the site's PUBLIC_URL). */
export interface MessageLinks {
  /** The patient's appointments, where Pay Online is. */
  appointmentsUrl: string;
  /** One-click unsubscribe from reminders (reminders only). */
  unsubscribeUrl?: string;
  /** A reminder's "I am coming" for an unpaid booking the clinic would release (decision 34). */
  keepUrl?: string;
}

/** An appointment as its messages tell it; times are the clinic's wall clock. */
export interface AppointmentFacts {
  appointmentId: string;
  /** The short booking reference the confirmation panel shows (`@clinic/shared/format`'s bookingReference). */
  reference: string;
  patientName: string;
  doctorName: string;
  speciality: string;
  addressLine1: string;
  addressLine2: string;
  /** `D_M_YYYY` and `HH:mm`, in `clinicTz`. */
  slotDate: string;
  slotTime: string;
  clinicTz: string;
  /** Whole rupees. */
  amount: number;
  /** Decision 57: the clinic service booked and the visit's length; absent for a 30-minute consultation. */
  service?: { id: ServiceId; durationMinutes: number };
  paid: boolean;
  cancelledBy: CancelledBy | null;
  /** '' when none was given. */
  cancelReason: string;
  language: MessageLanguage;
  /** For the doctor's messages: the phone and note the patient gave at booking ('' when none). */
  patientPhone?: string;
  patientMessage?: string;
  /** For the doctor's messages: the patient said they cannot take phone calls. */
  noPhoneCalls?: boolean;
  /** Decision 34: when the clinic will release this unpaid online booking unless it is paid or kept; absent when it will not. */
  holdReleaseAt?: Date;
  /** For `changed`: the slot it was moved from (`D_M_YYYY`, `HH:mm`, clinic time). */
  previousSlot?: { slotDate: string; slotTime: string };
  /**
   * The active sessions of the weekly series it is one of (decision 50), in time order, when there are
   * two or more: the series is told once, with every date.
   */
  series?: SeriesSession[];
}

export interface SeriesSession {
  appointmentId: string;
  slotDate: string;
  slotTime: string;
}

/** The kinds about one appointment (to its patient or its doctor). */
export type AppointmentMessageKind = Exclude<
  MessageKind,
  'doctor-agenda' | 'contact-message' | 'password-reset' | 'password-changed' | 'sign-in-failures' | 'account-deleted' | 'email-proof'
>;

/** A reminder's lead, in minutes before the start (REMINDER_LEADS). */
export interface ReminderFacts extends AppointmentFacts {
  leadMinutes: number;
}

export interface AgendaEntry {
  slotTime: string;
  patientName: string;
  phone: string;
  message: string;
  /** The patient said they cannot take phone calls. */
  noPhoneCalls: boolean;
}

/** A doctor's next-day agenda, sent at 19:00 clinic time. */
export interface AgendaFacts {
  doctorName: string;
  /** `D_M_YYYY`, the day the agenda is for. */
  slotDate: string;
  entries: AgendaEntry[];
}

/** A contact-form message, forwarded to CLINIC_INBOX. */
export interface ContactFacts {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  newsletter: boolean;
}
