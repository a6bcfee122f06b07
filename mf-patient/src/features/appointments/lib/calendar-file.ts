import { slotStart, SLOT_MINUTES, DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import type { Appointment } from '@clinic/shared/contract';
import { CLINIC } from '@clinic/shared/clinic';

/** The calendar event of an appointment; times are the clinic's, written in UTC so every calendar agrees. */
export async function buildCalendarFile(appointment: Appointment): Promise<string> {
  // Loaded on demand: few patients use it, so it should not weigh on every page.
  const { createEvent } = await import('ics');
  const start = slotStart(appointment.slotDate, appointment.slotTime, DEFAULT_CLINIC_TZ).getTime();
  const { docData } = appointment;
  const { error, value } = createEvent({
    uid: `${appointment._id}@sunrisehearing.in`,
    title: `Appointment with ${docData.name}`,
    description: `${docData.speciality} at ${CLINIC.name}. Phone ${CLINIC.phones[0]}, e-mail ${CLINIC.email}.`,
    location: [docData.address.line1, docData.address.line2].filter(Boolean).join(', '),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SLOT_MINUTES },
    status: 'CONFIRMED',
    productId: 'sunrisehearing/appointments',
  });
  if (error || !value) throw new Error('The calendar file could not be made');
  return value;
}

export async function downloadCalendarFile(appointment: Appointment): Promise<void> {
  const text = await buildCalendarFile(appointment);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${appointment.slotDate}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
