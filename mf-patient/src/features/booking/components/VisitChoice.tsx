import { useId } from 'react';
import { serviceName } from '@clinic/shared/clinic';
import type { ClinicService, Doctor } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { richText } from '@clinic/shared/i18n';
import { useT } from '../../../i18n';
import { visitLength } from '../../../lib/visit-length';
import styles from './VisitChoice.module.css';

/** A consultation's length (SLOT_MINUTES): not imported, as the booking rules' entry would then load with the page. */
const CONSULTATION_MINUTES = 30;

/** The services a patient may book with this doctor: all they offer until the clinic's list is in, then the active ones. */
export function offeredServices(doctor: Pick<Doctor, 'services'>, services: ClinicService[] | null): string[] {
  if (!services) return doctor.services;
  return doctor.services.filter((id) => services.some((s) => s.id === id && s.active));
}

interface Props {
  doctor: Pick<Doctor, 'services' | 'fees'>;
  /** The clinic's services with length and fee, null until read (then the names are shown alone). */
  services: ClinicService[] | null;
  /** The chosen service, null for a consultation. */
  value: string | null;
  onChange: (service: string | null) => void;
}

/**
 * "What is the visit for?" above the picker (decision 57): a consultation at the doctor's fee, or one of
 * the services they offer at its own length and fee. Native radios in a fieldset: the arrow keys move the
 * choice, the legend names it for each option.
 */
export function VisitChoice({ doctor, services, value, onChange }: Props) {
  const t = useT();
  const id = useId();
  // A length or fee never breaks inside ("45 / min") when a long title wraps on a phone.
  const unit = (chunk: string) => <span className={styles.unit}>{chunk}</span>;
  const option = (name: string, minutes?: number, fee?: number) =>
    minutes === undefined || fee === undefined
      ? name
      : richText(t('VisitChoice.option', { name, length: visitLength(minutes), fee: formatRupees(fee) }), { unit });
  const choices = [
    { key: '', service: null, label: option(t('VisitChoice.consultation'), CONSULTATION_MINUTES, doctor.fees) },
    ...offeredServices(doctor, services).map((sid) => {
      const known = services?.find((s) => s.id === sid);
      return { key: sid, service: sid, label: option(serviceName(sid), known?.durationMinutes, known?.fee) };
    }),
  ];
  return (
    <fieldset className={styles.choice} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>{t('VisitChoice.question')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('VisitChoice.hint')}
      </p>
      <div className={styles.options}>
        {choices.map((c) => (
          <label key={c.key} className={styles.option}>
            <input type="radio" name={id} value={c.key} checked={(value ?? '') === c.key} onChange={() => onChange(c.service)} />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
