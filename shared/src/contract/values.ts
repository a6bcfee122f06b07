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

export const GENDERS = ['Not Selected', 'Male', 'Female'] as const;

export const APPOINTMENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Status is derived from the flags (spec section 4). */
export function appointmentStatus(a: { cancelled: boolean; isCompleted: boolean }): AppointmentStatus {
  if (a.cancelled) return 'cancelled';
  if (a.isCompleted) return 'completed';
  return 'active';
}
