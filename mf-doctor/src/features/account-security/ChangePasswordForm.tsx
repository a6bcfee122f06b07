import { useForm } from 'react-hook-form';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import { confirmRules, currentPasswordRules, newPasswordRules, refusedField, type ChangePasswordValues } from './password-rules';
import styles from './AccountSecurity.module.css';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Changes the doctor's password. The api ends every other session and answers a new token for this one,
 * kept where the staff login keeps it, so the doctor stays signed in here. Its words are a toast either
 * way (@clinic/shared/data); a refusal is also shown on the field it is about.
 */
export function ChangePasswordForm() {
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const { run } = useCallAction('doctorChangePassword');

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    const result = await run({ currentPassword, newPassword });
    if (!result) return;
    if (result.success) {
      useAuthStore.getState().setToken('dToken', result.token);
      reset(EMPTY);
    } else {
      setError(refusedField(result.message), { message: result.message }, { shouldFocus: true });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className={styles.subheading}>
        {t('Password.heading')}
      </h3>
      <Field label={t('Password.current')} required error={errors.currentPassword?.message}>
        {(p) => <input {...p} type="password" autoComplete="current-password" {...register('currentPassword', currentPasswordRules)} />}
      </Field>
      <Field
        label={t('Password.new')}
        required
        hint={t('Password.newHint')}
        error={errors.newPassword?.message && translateMessage(errors.newPassword.message)}
      >
        {(p) => <input {...p} type="password" autoComplete="new-password" {...register('newPassword', newPasswordRules)} />}
      </Field>
      <Field label={t('Password.again')} required error={errors.confirm?.message}>
        {(p) => <input {...p} type="password" autoComplete="new-password" {...register('confirm', confirmRules)} />}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('Password.change')}
        </Button>
      </div>
    </form>
  );
}
