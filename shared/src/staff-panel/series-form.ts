import { dayNumber, freeStarts, gridMinutes, gridTime, isoDateToSlotDate, SLOT_MINUTES, WEEKDAY_KEYS } from '@clinic/shared/booking';
import { SERIES_MAX_SESSIONS, SERIES_MIN_SESSIONS, type WeeklyHours } from '@clinic/shared/contract';
import { translateStaff as t } from './i18n';

/** The Book a series form as typed (decision 50): the first date as the date field writes it, `YYYY-MM-DD`. */
export interface SeriesForm {
  email: string;
  /** The admin's choice; the doctor's own is implied. */
  docId: string;
  firstDate: string;
  slotTime: string;
  everyWeeks: 1 | 2;
  count: number;
}

export const EMPTY_SERIES_FORM: SeriesForm = { email: '', docId: '', firstDate: '', slotTime: '', everyWeeks: 1, count: 6 };

/** The grid's start times (`SLOT_MINUTES`) the doctor works on the first date's weekday, from their week inside the clinic's. */
export function seriesTimes(week: WeeklyHours | null, isoDate: string): string[] {
  if (!week || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return [];
  const day = dayNumber(isoDateToSlotDate(isoDate));
  if (Number.isNaN(day)) return [];
  const working = week[WEEKDAY_KEYS[new Date(day * 86_400_000).getUTCDay()]!].map(
    ({ from, to }) => [gridMinutes(from), gridMinutes(to)] as const,
  );
  return freeStarts(working, [], SLOT_MINUTES, SLOT_MINUTES).map(gridTime);
}

export type SeriesFormErrors = Partial<Record<keyof SeriesForm, string>>;

/** What the form still lacks, field by field, before the dates can be checked (the api says the same, later). */
export function seriesFormErrors(form: SeriesForm, needsDoctor: boolean): SeriesFormErrors {
  const errors: SeriesFormErrors = {};
  if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) errors.email = t('BookSeries.errorEmail');
  if (needsDoctor && !form.docId) errors.docId = t('BookSeries.errorDoctor');
  if (!form.firstDate) errors.firstDate = t('BookSeries.errorFirstDate');
  if (!form.slotTime) errors.slotTime = t('common.chooseTime');
  if (!Number.isInteger(form.count) || form.count < SERIES_MIN_SESSIONS || form.count > SERIES_MAX_SESSIONS)
    errors.count = t('BookSeries.errorCount', { min: SERIES_MIN_SESSIONS, max: SERIES_MAX_SESSIONS });
  return errors;
}
