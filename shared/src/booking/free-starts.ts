/** A span of a day in minutes after midnight: `from` inclusive, `to` exclusive. */
export type MinuteSpan = readonly [from: number, to: number];

/** Whether the visit from `from` to `to` overlaps any of the `busy` spans; touching is not overlapping. */
export const overlapsAny = (busy: readonly MinuteSpan[], from: number, to: number) =>
  busy.some(([busyFrom, busyTo]) => from < busyTo && to > busyFrom);

/**
 * The one slot source for a visit of any length (decision 57): the start minutes, on the grid of `step`
 * minutes from midnight, at which a visit of `duration` minutes lies wholly inside one of the `working`
 * spans and overlaps none of the `busy` ones (visits already booked with their lengths, leave, closures).
 * Touching is not overlapping: a visit may start the minute another ends. In order, without repeats when
 * the working spans are sorted and apart, as `workingIntervals` gives them.
 */
export function freeStarts(working: readonly MinuteSpan[], busy: readonly MinuteSpan[], duration: number, step: number): number[] {
  const starts: number[] = [];
  if (!(duration > 0) || !(step > 0)) return starts;
  for (const [from, to] of working)
    for (let m = Math.ceil(from / step) * step; m + duration <= to; m += step) if (!overlapsAny(busy, m, m + duration)) starts.push(m);
  return starts;
}
