import { useRef, useState, type FormEvent } from 'react';
import type { CallResult } from '@clinic/shared/api-client';
import { useCallAction } from '@clinic/shared/data';
import {
  EMPTY_LEAVE,
  FIELD_ORDER,
  toLeaveRequest,
  validateLeave,
  withFrom,
  type LeaveErrors,
  type LeaveField,
  type LeaveFormValues,
} from '../lib/leave-form';

type Control = HTMLInputElement | HTMLSelectElement | null;

/** The number a refusal for active appointments in the leave carries (409 with `affected`), if this is one. */
const affectedBy = (result: CallResult<'doctorAddLeave'> | null): number | undefined =>
  result && !result.success && 'affected' in result && typeof result.affected === 'number' ? result.affected : undefined;

/**
 * The add-leave form: its values, its own checks (the first field in error takes the focus), and the send.
 * Leave over active appointments is refused with how many (decision 44); `affected` then holds the number
 * for the question, answered by `cancelThem` (sent again with `cancelAffected`) or `back`. The api's words
 * are toasted either way (lib/call-report.ts); `onAdded` runs after a success.
 */
export function useLeaveForm(onAdded: () => void, todayIso?: string) {
  const [values, setValues] = useState<LeaveFormValues>(EMPTY_LEAVE);
  const [errors, setErrors] = useState<LeaveErrors>({});
  const [affected, setAffected] = useState<number | null>(null);
  const controls = useRef<Partial<Record<LeaveField, Control>>>({});
  const add = useCallAction('doctorAddLeave');

  const set = <K extends LeaveField>(field: K, value: LeaveFormValues[K]) => {
    setValues((current) => (field === 'from' ? withFrom(current, value as string) : { ...current, [field]: value }));
    // A corrected field stops saying it is wrong.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const send = async (cancelAffected: boolean) => {
    const result = await add.run({ ...toLeaveRequest(values), ...(cancelAffected && { cancelAffected: true }) });
    if (result?.success) {
      setValues(EMPTY_LEAVE);
      onAdded();
      return;
    }
    const count = affectedBy(result);
    if (count !== undefined) setAffected(count);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLeave(values, todayIso);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    void send(false);
  };

  return {
    values,
    errors,
    set,
    submit,
    pending: add.pending,
    /** Ref callbacks, so a field in error can take the focus. */
    control: (field: LeaveField) => (element: Control) => void (controls.current[field] = element),
    affected,
    cancelThem: () => {
      setAffected(null);
      void send(true);
    },
    back: () => setAffected(null),
  };
}
