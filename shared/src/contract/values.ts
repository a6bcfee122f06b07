// The contract's plain values, kept apart from the zod schemas built on them so that a screen showing a
// speciality list or a status takes them without downloading zod.

export const SPECIALITIES = [
  'Hearing Aid and Speech Specialist',
  'General physician',
  'Gynecologist',
  'Dermatologist',
  'Pediatricians',
  'Neurologist',
  'Gastroenterologist',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

/** `1 Year` … `10 Year` (decision 22 restores the 7 the spec skipped). */
export const EXPERIENCE_OPTIONS = Array.from({ length: 10 }, (_, i) => `${i + 1} Year`) as [string, ...string[]];

export const DEFAULT_SPECIALITY: Speciality = 'General physician';
export const DEFAULT_EXPERIENCE = '1 Year';

/** The clinic's services (decision 42): the services page describes each; a doctor lists the ones they offer. */
export const SERVICE_IDS = [
  'hearing-assessment',
  'hearing-aid-fitting',
  'speech-therapy',
  'tinnitus',
  'newborn-screening',
  'hearing-aid-repairs',
  'paediatric-assessment',
  'tympanometry',
  'cochlear-implants',
  'vertigo-balance',
  'voice-therapy',
  'stammering',
  'auditory-processing',
  'ear-moulds',
  'aural-rehabilitation',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Languages a doctor may speak with patients, each named in English (decision 42). */
export const DOCTOR_LANGUAGES = ['English', 'Kannada', 'Hindi', 'Tamil', 'Telugu', 'Malayalam', 'Marathi', 'Urdu', 'Bengali'] as const;
export type DoctorLanguage = (typeof DOCTOR_LANGUAGES)[number];

export const GENDERS = ['Not Selected', 'Male', 'Female'] as const;

/** Who an account acts for (decision 56): its holder (`self`), or someone it books for. */
export const PATIENT_RELATIONSHIPS = ['self', 'child', 'parent', 'spouse', 'other'] as const;
export type PatientRelationship = (typeof PATIENT_RELATIONSHIPS)[number];
/** Decision 56: what the clinic must remember about a person; "cannot take phone calls": staff write instead. */
export const PATIENT_NEEDS = ['no-phone-calls'] as const;
export type PatientNeed = (typeof PATIENT_NEEDS)[number];

export const APPOINTMENT_STATUSES = ['active', 'completed', 'cancelled', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Decision 49: a cancelled paid appointment's refund. `pending` until the provider has returned it (`failed`
 * while the provider refuses or is down, retried), then `refunded`.
 */
export const REFUND_STATUSES = ['pending', 'failed', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The providers an online payment can go through (decisions 12, 31). */
export const PAYMENT_PROVIDERS = ['demo', 'stripe', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Status is derived from the flags (spec section 4; No-show, decision 41). */
export function appointmentStatus(a: { cancelled: boolean; isCompleted: boolean; noShow?: boolean }): AppointmentStatus {
  if (a.cancelled) return 'cancelled';
  if (a.noShow) return 'no-show';
  if (a.isCompleted) return 'completed';
  return 'active';
}

/** The spec's three flags of a status (the api stores one status, decision 58): the inverse of `appointmentStatus`. */
export function statusFlags(status: AppointmentStatus): { cancelled: boolean; isCompleted: boolean; noShow: boolean } {
  return { cancelled: status === 'cancelled', isCompleted: status === 'completed', noShow: status === 'no-show' };
}

/** Whether text is a calendar date as an address or a date field writes it, `YYYY-MM-DD`, that exists (no 31 February). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m! - 1 && day.getUTCDate() === d;
}

/**
 * The name a deleted account and every snapshot of it keep (decision 47): stored and answered in English,
 * like any name; the staff screens show it in the reader's language (`usePatientName`).
 */
export const DELETED_PATIENT_NAME = 'Deleted patient';
