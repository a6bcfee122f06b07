import type { CalendarAppointment } from '@clinic/shared/calendar-file';
import { clinicTimeZone } from '@clinic/shared/stores';

export type { CalendarAppointment };

/** Add to calendar: the same `.ics` the confirmation e-mail carries, saved as a download. */
export async function downloadCalendarFile(appointment: CalendarAppointment): Promise<void> {
  // Loaded on demand: few patients use it, so `ics` should not weigh on every page.
  const [{ buildCalendarFile, calendarFileName }, clinicTz] = await Promise.all([import('@clinic/shared/calendar-file'), clinicTimeZone()]);
  const url = URL.createObjectURL(new Blob([buildCalendarFile(appointment, clinicTz)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(appointment);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
