import { Field } from '@clinic/shared/ui';
import { translate, useT } from '../../../i18n';
import { choiceLabel, choicesWith, CUTOFF_CHOICES, HOLD_RELEASE_CHOICES, NOTICE_CHOICES } from '../policy-choices';
import { minutesInWords } from '../schedule-text';
import styles from './ScheduleForms.module.css';

export interface PolicyDraft {
  /** As typed, so a half-typed number can be shown and refused. */
  windowDays: string;
  minNoticeMinutes: number;
  cancelCutoffMinutes: number;
  holdReleaseMinutes: number;
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
  zero,
  ...control
}: {
  choices: readonly number[];
  value: number;
  onChange: (v: number) => void;
  /** The words for 0 when "None" would not say it. */
  zero?: string;
}) {
  return (
    <select {...control} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {choicesWith(choices, value).map((minutes) => (
        <option key={minutes} value={minutes}>
          {minutes === 0 && zero ? zero : choiceLabel(minutes)}
        </option>
      ))}
    </select>
  );
}

const windowHint = (days: string) => {
  const n = Number(days);
  if (!Number.isInteger(n) || n < 1) return translate('PolicyFields.windowHint');
  return n === 1 ? translate('PolicyFields.windowToday') : translate('PolicyFields.windowNext', { count: n - 1 });
};

/** The booking policy (decision 44): how far ahead, how soon before, and until when a patient may cancel online. */
export function PolicyFields({ policy, onChange, windowError, disabled }: Props) {
  const t = useT();
  const set = (part: Partial<PolicyDraft>) => onChange({ ...policy, ...part });
  const notice = policy.minNoticeMinutes;
  const cutoff = policy.cancelCutoffMinutes;
  const release = policy.holdReleaseMinutes;
  return (
    <div className={styles.policy}>
      <Field label={t('PolicyFields.window')} hint={windowHint(policy.windowDays)} error={windowError} required>
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
        label={t('PolicyFields.notice')}
        hint={notice === 0 ? t('PolicyFields.noticeNone') : t('PolicyFields.noticeSome', { duration: minutesInWords(notice) })}
      >
        {(control) => <MinutesSelect {...control} choices={NOTICE_CHOICES} value={notice} onChange={(v) => set({ minNoticeMinutes: v })} />}
      </Field>
      <Field
        label={t('PolicyFields.cutoff')}
        hint={cutoff === 0 ? t('PolicyFields.cutoffNone') : t('PolicyFields.cutoffSome', { duration: minutesInWords(cutoff) })}
      >
        {(control) => (
          <MinutesSelect {...control} choices={CUTOFF_CHOICES} value={cutoff} onChange={(v) => set({ cancelCutoffMinutes: v })} />
        )}
      </Field>
      <Field
        label={t('PolicyFields.release')}
        hint={release === 0 ? t('PolicyFields.releaseNone') : t('PolicyFields.releaseSome', { duration: minutesInWords(release) })}
      >
        {(control) => (
          <MinutesSelect
            {...control}
            choices={HOLD_RELEASE_CHOICES}
            value={release}
            zero={t('PolicyFields.releaseNever')}
            onChange={(v) => set({ holdReleaseMinutes: v })}
          />
        )}
      </Field>
    </div>
  );
}
