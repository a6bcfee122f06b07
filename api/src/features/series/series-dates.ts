import { dayNumber } from '@clinic/shared/booking';
import { slotDateOf } from '../calendar';

/** The dates of a series: the first, then every `everyWeeks` weeks on the same weekday, `count` in all. */
export function seriesDates(firstDate: string, everyWeeks: number, count: number): string[] {
  const first = dayNumber(firstDate);
  return Array.from({ length: count }, (_, n) => slotDateOf(first + n * everyWeeks * 7));
}
