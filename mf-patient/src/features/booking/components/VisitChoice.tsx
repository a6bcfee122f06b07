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

interface Props {
  doctor: Pick<Doctor, 'services' | 'fees'>;
  /** The clinic's services with their length and fee. */
  services: ClinicService[];
  /** The chosen service, null for a consultation. */
  value: string | null;
  onChange: (service: string | null) => void;
}

/**
 * "What is the visit for?" above the picker (decision 57): a consultation at the doctor's fee, or one of
 * the active services they offer at its own length and fee; nothing when they offer none the clinic lists.
 * Native radios in a fieldset: the arrow keys move the choice, the legend names it for each option.
 */
export function VisitChoice({ doctor, services, value, onChange }: Props) {
  const t = useT();
  const id = useId();
  // A length or fee never breaks inside ("45 / min") when a long title wraps on a phone.
  const unit = (chunk: string) => <span className={styles.unit}>{chunk}</span>;
  const option = (name: string, minutes: number, fee: number) =>
    richText(t('VisitChoice.option', { name, length: visitLength(minutes), fee: formatRupees(fee) }), { unit });
  const offered = services.filter((s) => s.active && doctor.services.includes(s.id));
  if (offered.length === 0) return null;
  const choices = [
    { key: '', service: null, label: option(t('VisitChoice.consultation'), CONSULTATION_MINUTES, doctor.fees) },
    ...offered.map((s) => ({ key: s.id, service: s.id, label: option(serviceName(s.id), s.durationMinutes, s.fee) })),
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
