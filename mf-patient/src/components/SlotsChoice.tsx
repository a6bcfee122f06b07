import type { DoctorSlots } from '../hooks/useDoctorSlots';
import type { SlotPickerState } from '../hooks/useSlotPicker';
import { SlotPicker } from './SlotPicker';
import { SlotPickerSkeleton } from './SlotPickerSkeleton';
import { SlotsError } from './SlotsError';

/** The picker once the days are in; before, its skeleton, or the error with Retry when the read failed. */
export function SlotsChoice({ picker, slots }: { picker: SlotPickerState | null; slots: DoctorSlots }) {
  if (picker)
    return (
      <SlotPicker days={picker.days} dayIndex={picker.dayIndex} time={picker.time} onDay={picker.selectDay} onTime={picker.selectTime} />
    );
  return slots.failed ? <SlotsError onRetry={slots.reload} /> : <SlotPickerSkeleton />;
}
