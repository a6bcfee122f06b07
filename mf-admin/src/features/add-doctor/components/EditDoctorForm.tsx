import { useEffect } from 'react';
import type { DoctorProfile } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { useEditDoctorForm } from '../hooks/useEditDoctorForm';
import { DoctorFields } from './DoctorFields';
import { ImagePicker } from './ImagePicker';
import styles from './AddDoctorForm.module.css';

interface Props {
  doctor: DoctorProfile;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The admin corrects a doctor (decision 42): the add-doctor fields prefilled, the password left alone, the
 * photo kept unless a new one is chosen. Appointments already booked keep what they were booked with.
 */
export function EditDoctorForm({ doctor, onSaved, onCancel }: Props) {
  const t = useT();
  const { form, image, chooseImage, onSubmit } = useEditDoctorForm(doctor, onSaved);
  const { isSubmitting } = form.formState;
  // Arriving from the list's Edit, keyboard and screen-reader users start at the first field.
  useEffect(() => form.setFocus('name'), [form]);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('EditDoctorForm.label', { name: doctor.name })}>
      <ImagePicker file={image} missing={false} onChange={chooseImage} current={doctor.image} />
      <DoctorFields form={form} withPassword={false} />
      <p className={styles.note}>{t('EditDoctorForm.note')}</p>
      <div className={styles.footer}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('EditDoctorForm.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
