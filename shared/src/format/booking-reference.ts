/**
 * The short reference a patient quotes for an appointment: the first 8 hex digits of its id, upper-cased
 * (`3F2A9C1E`). The patient's confirmation, the staff screens and e-mails all show this one form, so a
 * reference read out on the phone finds the appointment. Eight digits tell apart any clinic's appointments
 * in practice; the id stays the key.
 */
export function bookingReference(appointmentId: string): string {
  return appointmentId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
}
