import { useState, type FormEvent } from 'react';
import { serviceName } from '@clinic/shared/clinic';
import { SERVICE_MINUTES_MAX, SERVICE_MINUTES_MIN, SERVICE_MINUTES_STEP, type ClinicService } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import styles from './Services.module.css';

/** Text as typed; an empty box is sent as nothing, for the api to say what is missing. */
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One service: its length and fee as the admin edits them, saved on their own. */
export function ServiceRow({ service, onSaved }: { service: ClinicService; onSaved: () => void }) {
  const t = useT();
  const title = serviceName(service.id);
  const [minutes, setMinutes] = useState(String(service.durationMinutes));
  const [fee, setFee] = useState(String(service.fee));
  const save = useCallAction('adminUpdateService', {
    onDone: (result) => {
      if (result?.success) onSaved();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The api checks both and says what is wrong, in the admin's language.
    void save.run({ serviceId: service.id, durationMinutes: asNumber(minutes) as number, fee: asNumber(fee) as number });
  };

  return (
    <li className={styles.item}>
      <form className={styles.row} onSubmit={submit} noValidate aria-label={title}>
        <span className={styles.title}>{title}</span>
        <Field label={t('ServicesPanel.minutes')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={SERVICE_MINUTES_MIN}
              max={SERVICE_MINUTES_MAX}
              step={SERVICE_MINUTES_STEP}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('ServicesPanel.fee')}>
          {(control) => (
            <input {...control} type="number" inputMode="numeric" min={0} value={fee} onChange={(e) => setFee(e.target.value)} />
          )}
        </Field>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t('common.saving') : t('common.save')}
          <span className="visually-hidden"> {title}</span>
        </Button>
      </form>
    </li>
  );
}
