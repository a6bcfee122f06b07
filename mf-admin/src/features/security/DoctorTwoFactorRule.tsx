import { useEffect, useState, type FormEvent } from 'react';
import { useCallAction, useCallQuery } from '@clinic/shared/data';
import { cardStyles, LoadFailed } from '@clinic/shared/staff-panel';
import { Button, Spinner } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import styles from './Security.module.css';

/**
 * The clinic's rule: every doctor must sign in with two-factor. A doctor without it is led to set it up
 * at their next sign-in; a doctor signed in already carries on until then. Saving says so in a toast.
 */
export function DoctorTwoFactorRule() {
  const t = useT();
  const settings = useCallQuery('adminSecuritySettings', undefined, { select: (answer) => answer.settings });
  const [required, setRequired] = useState(false);
  useEffect(() => {
    if (settings.data) setRequired(settings.data.requireDoctorTwoFactor);
  }, [settings.data]);
  const save = useCallAction('adminSetSecuritySettings', { onDone: () => settings.reload() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run({ requireDoctorTwoFactor: required });
  };

  return (
    <section className={cardStyles.section} aria-labelledby="doctor-two-factor-rule">
      <h2 id="doctor-two-factor-rule" className={cardStyles.sectionHeading}>
        {t('DoctorTwoFactorRule.heading')}
      </h2>
      {!settings.data ? (
        settings.loading ? (
          <Spinner label={t('DoctorTwoFactorRule.loading')} />
        ) : (
          <LoadFailed what={t('common.what.securitySettings')} onRetry={settings.reload} />
        )
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={required}
              aria-describedby="doctor-two-factor-rule-hint"
              onChange={(e) => setRequired(e.target.checked)}
            />
            {t('DoctorTwoFactorRule.require')}
          </label>
          <p id="doctor-two-factor-rule-hint" className={styles.hint}>
            {t('DoctorTwoFactorRule.hint')}
          </p>
          <div>
            <Button type="submit" disabled={save.pending}>
              {save.pending ? t('common.saving') : t('common.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
