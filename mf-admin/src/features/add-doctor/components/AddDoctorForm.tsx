import { Button } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { useAddDoctorForm } from '../hooks/useAddDoctorForm';
import { DoctorFields } from './DoctorFields';
import { ImagePicker } from './ImagePicker';
import styles from './AddDoctorForm.module.css';

/** Spec section 5's add-doctor form, with the focus, languages and services of decision 42. */
export function AddDoctorForm() {
  const t = useT();
  const { form, image, imageMissing, chooseImage, onSubmit } = useAddDoctorForm();
  const { isSubmitting } = form.formState;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('AddDoctorForm.label')}>
      <ImagePicker file={image} missing={imageMissing} onChange={chooseImage} />
      <DoctorFields form={form} withPassword />
      <div className={styles.footer}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('AddDoctorForm.submitting') : t('AddDoctorForm.submit')}
        </Button>
      </div>
    </form>
  );
}
