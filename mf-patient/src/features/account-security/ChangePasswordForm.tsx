import { useForm } from 'react-hook-form';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import { changePasswordResolver, refusedField, type ChangePasswordValues } from './change-password-values';
import styles from '../../components/SettingsCard.module.css';

/** A field's error: the contract's rule in the reader's language; the api's refusal comes translated already. */
const shown = (message: string | undefined) => message && translateMessage(message);

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: every other device is signed out; this one gets a new token, stored as a login stores
 * it. A refusal (the current password is wrong, the new one too common) shows on its field and as a toast.
 */
export function ChangePasswordForm() {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: changePasswordResolver, defaultValues: EMPTY });
  const { run } = useCallAction('userChangePassword');

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    const result = await run({ currentPassword, newPassword });
    if (!result) return;
    if (result.success) {
      useAuthStore.getState().setToken('token', result.token);
      reset(EMPTY);
      return;
    }
    const field = refusedField(result.message);
    setError(field, { type: 'server', message: result.message });
    setFocus(field);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title" className={styles.partTitle}>
        {t('AccountSecurity.changeTitle')}
      </h3>
      <Field label={t('AccountSecurity.currentPassword')} required error={shown(errors.currentPassword?.message)}>
        {(p) => <input {...p} type="password" autoComplete="current-password" {...register('currentPassword')} />}
      </Field>
      <Field
        label={t('common.newPassword')}
        required
        hint={t('AccountSecurity.newPasswordHint')}
        error={shown(errors.newPassword?.message)}
      >
        {(p) => <input {...p} type="password" autoComplete="new-password" {...register('newPassword')} />}
      </Field>
      <Field label={t('AccountSecurity.newPasswordAgain')} required error={errors.confirmPassword?.message}>
        {(p) => <input {...p} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.pleaseWait') : t('common.changePassword')}
        </Button>
      </div>
    </form>
  );
}
