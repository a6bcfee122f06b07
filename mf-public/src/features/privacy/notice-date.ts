import { formatFullDate } from '@clinic/shared/format';

/**
 * `2026-11-25` as "25 November 2026" (`25 नवंबर 2026`, `25 ನವೆಂಬರ್ 2026`): the same words on the server and
 * in every browser, whatever its locale, in the site's one date shape per language.
 */
export function noticeDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return formatFullDate(`${Number(day)}_${Number(month)}_${Number(year)}`);
}
