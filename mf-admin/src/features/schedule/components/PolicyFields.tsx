import { Field } from '@clinic/shared/ui';
import { choicesWith, CUTOFF_CHOICES, NOTICE_CHOICES, type Choice } from '../policy-choices';
import { minutesInWords } from '../schedule-text';
import styles from './ScheduleForms.module.css';

export interface PolicyDraft {
  /** As typed, so a half-typed number can be shown and refused. */
  windowDays: string;
  minNoticeMinutes: number;
  cancelCutoffMinutes: number;
}

interface Props {
  policy: PolicyDraft;
  onChange: (policy: PolicyDraft) => void;
  windowError?: string;
  disabled?: boolean;
}

function MinutesSelect({
  choices,
  value,
  onChange,
  ...control
}: {
  choices: readonly Choice[];
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <select {...control} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {choicesWith(choices, value).map((c) => (
        <option key={c.minutes} value={c.minutes}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

const windowHint = (days: string) => {
  const n = Number(days);
  if (!Number.isInteger(n) || n < 1) return 'How many days, today included, patients can book in.';
  return n === 1 ? 'Patients can book today only.' : `Patients can book today and the next ${n - 1} day${n === 2 ? '' : 's'}.`;
};

/** The booking policy (issue 20): how far ahead, how soon before, and until when a patient may cancel online. */
export function PolicyFields({ policy, onChange, windowError, disabled }: Props) {
  const set = (part: Partial<PolicyDraft>) => onChange({ ...policy, ...part });
  const notice = policy.minNoticeMinutes;
  const cutoff = policy.cancelCutoffMinutes;
  return (
    <div className={styles.policy}>
      <Field label="Booking window (days)" hint={windowHint(policy.windowDays)} error={windowError} required>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            value={policy.windowDays}
            disabled={disabled}
            onChange={(e) => set({ windowDays: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Minimum notice"
        hint={
          notice === 0
            ? 'A patient can book any time from the next hour on.'
            : `A patient cannot book a time that starts within ${minutesInWords(notice)} from now.`
        }
      >
        {(control) => <MinutesSelect {...control} choices={NOTICE_CHOICES} value={notice} onChange={(v) => set({ minNoticeMinutes: v })} />}
      </Field>
      <Field
        label="Online cancellation cut-off"
        hint={
          cutoff === 0
            ? 'Patients can cancel online until the appointment starts.'
            : `Patients cannot cancel online in the last ${minutesInWords(cutoff)} before the appointment; they call the clinic instead. Staff can still cancel.`
        }
      >
        {(control) => (
          <MinutesSelect {...control} choices={CUTOFF_CHOICES} value={cutoff} onChange={(v) => set({ cancelCutoffMinutes: v })} />
        )}
      </Field>
    </div>
  );
}
