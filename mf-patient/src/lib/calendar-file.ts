import type { CalendarAppointment } from '@clinic/shared/calendar-file';
import { currentLanguage, ensureLanguage } from '@clinic/shared/i18n';
import { clinicTimeZone } from '@clinic/shared/stores';
import { saveFile } from './save-file';

export type { CalendarAppointment };

/** Add to calendar: the same `.ics` the confirmation e-mail carries, saved as a download, in the language on screen. */
export async function downloadCalendarFile(appointment: CalendarAppointment): Promise<void> {
  const lang = currentLanguage();
  // Loaded on demand: few patients use it, so `ics` should not weigh on every page.
  const [{ buildCalendarFile, calendarFileName }, clinicTz] = await Promise.all([import('@clinic/shared/calendar-file'), clinicTimeZone()]);
  // The file's words register with the module: in a browser build they are fetched now, for the language on screen.
  await ensureLanguage(lang);
  saveFile(
    new Blob([buildCalendarFile(appointment, clinicTz, lang)], { type: 'text/calendar;charset=utf-8' }),
    calendarFileName(appointment, lang),
  );
}
