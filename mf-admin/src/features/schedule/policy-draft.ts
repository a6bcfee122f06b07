import type { ClinicHours } from '@clinic/shared/contract';
import { translate } from '../../i18n';
import type { PolicyDraft } from './components/PolicyFields';

export const toPolicyDraft = (hours: ClinicHours): PolicyDraft => ({
  windowDays: String(hours.windowDays),
  minNoticeMinutes: hours.minNoticeMinutes,
  cancelCutoffMinutes: hours.cancelCutoffMinutes,
  holdReleaseMinutes: hours.holdReleaseMinutes ?? 0,
});

/** The window as typed, refused in words when it is not a whole number of days from 1 to 365. */
export function windowError(windowDays: string): string | undefined {
  const n = Number(windowDays);
  if (windowDays.trim() === '' || !Number.isInteger(n) || n < 1 || n > 365) return translate('PolicyFields.windowError');
  return undefined;
}
