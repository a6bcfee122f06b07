import { translate } from '../../../i18n';

/** 1440 → "24 hours", 60 → "1 hour", 90 → "90 minutes": the cut-off in the words that fit it, in the active language. */
export function cutoffDuration(minutes: number): string {
  if (minutes % 60 === 0) return translate('Appointment.hours', { count: minutes / 60 });
  return translate('Appointment.minutes', { count: minutes });
}
