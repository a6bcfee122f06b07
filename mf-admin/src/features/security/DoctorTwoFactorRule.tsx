import { useEffect, useState, type FormEvent } from 'react';
import { useCallAction, useCallQuery } from '@clinic/shared/data';
import { cardStyles, LoadFailed } from '@clinic/shared/staff-panel';
import { Button, Spinner } from '@clinic/shared/ui';
import styles from './Security.module.css';

/**
 * The clinic's rule: every doctor must sign in with two-factor. A doctor without it is led to set it up
 * at their next sign-in; a doctor signed in already carries on until then. Saving says so in a toast.
 */
export function DoctorTwoFactorRule() {
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
        Doctors&apos; sign-in
      </h2>
      {!settings.data ? (
        settings.loading ? (
          <Spinner label="Loading security settings…" />
        ) : (
          <LoadFailed what="security settings" onRetry={settings.reload} />
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
            Require two-factor sign-in for every doctor
          </label>
          <p id="doctor-two-factor-rule-hint" className={styles.hint}>
            A doctor who has not set it up yet is asked to do so at their next sign-in, before they can see appointments.
          </p>
          <div>
            <Button type="submit" disabled={save.pending}>
              {save.pending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
