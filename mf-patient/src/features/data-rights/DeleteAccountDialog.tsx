import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import { Button, Field } from '@clinic/shared/ui';
import { Modal } from '../../components/Modal';
import { translate, useT } from '../../i18n';
import styles from '../../components/SettingsCard.module.css';

/**
 * Asks for the password and says plainly what deleting does. Once the api has done it (its words are the
 * toast), this browser forgets the account and the patient lands on the home page.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // A refusal is read out with the field (aria-describedby) when focus goes back to it.
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  const { run, pending } = useCallAction('userDeleteAccount');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return refuse(translate('DeleteAccount.typePassword'));
    const result = await run({ password });
    if (!result) return;
    if (!result.success) return refuse(result.message);
    useAuthStore.getState().clearToken('token');
    useProfileStore.getState().clear();
    navigate('/');
  };

  return (
    <Modal
      title={t('DeleteAccount.title')}
      onClose={onClose}
      description={
        <ul>
          <li>{t('DeleteAccount.appointments')}</li>
          <li>{t('DeleteAccount.details')}</li>
          <li>{t('DeleteAccount.records')}</li>
          <li>{t('DeleteAccount.final')}</li>
        </ul>
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('DeleteAccount.password')} required hint={t('DeleteAccount.passwordHint')} error={error}>
          {(p) => (
            <input
              {...p}
              ref={input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? t('DeleteAccount.deleting') : t('DeleteAccount.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('DeleteAccount.keep')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
