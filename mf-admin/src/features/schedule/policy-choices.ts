import { translate } from '../../i18n';
import { minutesInWords } from './schedule-text';

const HOUR = 60;
const DAY = 24 * HOUR;

/** Minimum notice, as a short list rather than a number and a unit: the values a clinic actually uses. */
export const NOTICE_CHOICES: readonly number[] = [
  0,
  30,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
  7 * DAY,
];

/** Cancellation cut-off choices. */
export const CUTOFF_CHOICES: readonly number[] = [0, HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 3 * DAY, 7 * DAY];

/** When unpaid online bookings are released (decision 34): never, or hours to two days before the appointment. */
export const HOLD_RELEASE_CHOICES: readonly number[] = [0, 2 * HOUR, 4 * HOUR, 12 * HOUR, DAY, 2 * DAY];

/** A choice in words, in the reader's language: `None`, `30 minutes`, `1 day`. */
export const choiceLabel = (minutes: number) => (minutes === 0 ? translate('Schedule.none') : minutesInWords(minutes));

/** The choices, with the value already saved among them even when it is not one of the list's (set through the api). */
export function choicesWith(choices: readonly number[], minutes: number): readonly number[] {
  if (choices.includes(minutes)) return choices;
  return [...choices, minutes].sort((a, b) => a - b);
}
