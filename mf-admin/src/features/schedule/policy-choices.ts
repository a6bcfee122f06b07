import { minutesInWords } from './schedule-text';

export interface Choice {
  minutes: number;
  label: string;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** Minimum notice, as a short list rather than a number and a unit: the values a clinic actually uses. */
export const NOTICE_CHOICES: readonly Choice[] = [
  { minutes: 0, label: 'None' },
  ...[30, HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 3 * DAY, 7 * DAY].map((m) => ({
    minutes: m,
    label: minutesInWords(m),
  })),
];

/** Cancellation cut-off choices. */
export const CUTOFF_CHOICES: readonly Choice[] = [
  { minutes: 0, label: 'None' },
  ...[HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 3 * DAY, 7 * DAY].map((m) => ({ minutes: m, label: minutesInWords(m) })),
];

/** The choices, with the value already saved among them even when it is not one of the list's (set through the api). */
export function choicesWith(choices: readonly Choice[], minutes: number): readonly Choice[] {
  if (choices.some((c) => c.minutes === minutes)) return choices;
  return [...choices, { minutes, label: minutesInWords(minutes) }].sort((a, b) => a.minutes - b.minutes);
}
