import { useId, useState } from 'react';
import type { ClinicHours } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { cardStyles } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { useAffectedAction } from '../hooks/useAffectedAction';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { toPolicyDraft, windowError } from '../policy-draft';
import { sortedWeek, weekErrors } from '../schedule-text';
import { AffectedDialog } from './AffectedDialog';
import { PolicyFields } from './PolicyFields';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';
import styles from './ScheduleForms.module.css';

interface Props {
  /** The hours as saved; the form starts from them (key it by them to start again after a save). */
  hours: ClinicHours;
  onSaved: () => void;
}

/**
 * The clinic's weekly hours and booking policy, saved together (adminSetClinicHours). Hours that would
 * leave booked appointments outside them are refused by the api with the count, and the dialog asks.
 */
export function ClinicHoursForm({ hours, onSaved }: Props) {
  const t = useT();
  const [week, setWeek] = useState(hours.weekly);
  const [policy, setPolicy] = useState(() => toPolicyDraft(hours));
  const [checked, setChecked] = useState(false);
  const { containerRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const save = useAffectedAction('adminSetClinicHours', onSaved);
  const weekId = useId();
  const policyId = useId();

  const errors = checked ? weekErrors(week) : {};
  const windowProblem = checked ? windowError(policy.windowDays) : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(weekErrors(week)).length > 0 || windowError(policy.windowDays)) return focusFirstError();
    void save.send({
      weekly: sortedWeek(week),
      windowDays: Number(policy.windowDays),
      minNoticeMinutes: policy.minNoticeMinutes,
      cancelCutoffMinutes: policy.cancelCutoffMinutes,
      holdReleaseMinutes: policy.holdReleaseMinutes,
    });
  };

  return (
    <form ref={containerRef} className={styles.stack} onSubmit={submit} noValidate aria-label={t('ClinicHoursForm.label')}>
      <section className={cardStyles.panel} aria-labelledby={weekId}>
        <h2 id={weekId} className={cardStyles.panelHead}>
          {t('Schedule.weeklyHours')}
        </h2>
        <div className={styles.panelBody}>
          <p className={styles.lead}>{t('ClinicHoursForm.lead')}</p>
          <WeeklyHoursEditor week={week} onChange={setWeek} errors={errors} disabled={save.pending} />
        </div>
      </section>
      <section className={cardStyles.panel} aria-labelledby={policyId}>
        <h2 id={policyId} className={cardStyles.panelHead}>
          {t('ClinicHoursForm.policy')}
        </h2>
        <div className={styles.panelBody}>
          <PolicyFields policy={policy} onChange={setPolicy} windowError={windowProblem} disabled={save.pending} />
        </div>
      </section>
      <div className={styles.footer}>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t('common.saving') : t('ClinicHoursForm.submit')}
        </Button>
      </div>
      <AffectedDialog change="hours" affected={save.affected} onCancelThem={save.cancelThem} onBack={save.back} />
    </form>
  );
}
