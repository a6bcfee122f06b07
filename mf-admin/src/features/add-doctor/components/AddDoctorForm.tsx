import { Button } from '@clinic/shared/ui';
import { useAddDoctorForm } from '../hooks/useAddDoctorForm';
import { DoctorFields } from './DoctorFields';
import { ImagePicker } from './ImagePicker';
import styles from './AddDoctorForm.module.css';

/** Spec section 5's add-doctor form, with the focus, languages and services of decision 42. */
export function AddDoctorForm() {
  const { form, image, imageMissing, chooseImage, onSubmit } = useAddDoctorForm();
  const { isSubmitting } = form.formState;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add doctor">
      <ImagePicker file={image} missing={imageMissing} onChange={chooseImage} />
      <DoctorFields form={form} withPassword />
      <div className={styles.footer}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding doctor…' : 'Add doctor'}
        </Button>
      </div>
    </form>
  );
}
