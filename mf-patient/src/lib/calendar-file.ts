import type { CalendarAppointment } from '@clinic/shared/calendar-file';
import { clinicTimeZone } from '@clinic/shared/stores';
import { saveFile } from './save-file';

export type { CalendarAppointment };

/** Add to calendar: the same `.ics` the confirmation e-mail carries, saved as a download. */
export async function downloadCalendarFile(appointment: CalendarAppointment): Promise<void> {
  // Loaded on demand: few patients use it, so `ics` should not weigh on every page.
  const [{ buildCalendarFile, calendarFileName }, clinicTz] = await Promise.all([import('@clinic/shared/calendar-file'), clinicTimeZone()]);
  saveFile(new Blob([buildCalendarFile(appointment, clinicTz)], { type: 'text/calendar;charset=utf-8' }), calendarFileName(appointment));
}
