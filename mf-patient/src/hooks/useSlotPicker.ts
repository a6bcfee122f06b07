import { useState } from 'react';
import type { SlotsDay } from '@clinic/shared/contract';

export interface SlotPickerState {
  days: SlotsDay[];
  dayIndex: number;
  day: SlotsDay;
  /** The chosen `HH:mm`, or null; a time that is no longer offered (booked, passed, closed) is dropped. */
  time: string | null;
  selectDay: (index: number) => void;
  selectTime: (time: string) => void;
}

/**
 * The choice of a day and a time among the days the api offers (useDoctorSlots). The choice is kept by
 * date, so a fresh answer (read again after a refused booking or move, or when the page is shown again)
 * keeps it while that date is still in the window and the time still offered. `initial` restores a choice
 * carried through the login round trip, or the day of an appointment being moved, on the same terms.
 * Without a choice the first day with a free time is shown. Null until the days have arrived. When `kind`
 * (the visit asked about) changes, the chosen day is kept only if it still has free times for it, and the
 * time only if the new visit fits there: once that visit's days are in, a time it does not fit is dropped
 * for good, not hidden until the visit is changed back.
 */
export function useSlotPicker(
  days: SlotsDay[] | null,
  initial?: { slotDate?: string | null; slotTime?: string | null },
  kind = '',
): SlotPickerState | null {
  const [chosen, setChosen] = useState<{ slotDate: string | null; time: string | null; kind: string; refit?: boolean }>(() => ({
    slotDate: initial?.slotDate ?? null,
    time: initial?.slotDate ? (initial.slotTime ?? null) : null,
    kind,
  }));
  if (chosen.kind !== kind) setChosen({ ...chosen, kind, refit: true });
  if (!days || days.length === 0) return null;

  const kept = days.findIndex((d) => d.slotDate === chosen.slotDate);
  const found = chosen.refit && days[kept]?.times.length === 0 ? -1 : kept;
  // Nothing chosen yet: the first day with a free time, not today once it is over (an evening visitor
  // sees tomorrow's times at once); today when no day has any.
  const dayIndex =
    found >= 0
      ? found
      : Math.max(
          0,
          days.findIndex((d) => d.times.length > 0),
        );
  const day = days[dayIndex]!;
  const time = found >= 0 && chosen.time && day.times.includes(chosen.time) ? chosen.time : null;
  // `days` are the new visit's (useDoctorSlots holds none of another's): what they show is now the choice.
  if (chosen.refit) setChosen({ slotDate: day.slotDate, time, kind });
  return {
    days,
    dayIndex,
    day,
    time,
    // Decision 5: a new day never keeps the old day's time.
    selectDay: (index) => setChosen({ slotDate: days[index]?.slotDate ?? null, time: null, kind }),
    selectTime: (time) => setChosen({ slotDate: day.slotDate, time, kind }),
  };
}
