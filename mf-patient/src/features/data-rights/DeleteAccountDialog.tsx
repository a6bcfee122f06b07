import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import { Button, Field } from '@clinic/shared/ui';
import { Modal } from '../../components/Modal';
import styles from '../../components/SettingsCard.module.css';

/**
 * Asks for the password and says plainly what deleting does. Once the api has done it (its words are the
 * toast), this browser forgets the account and the patient lands on the home page.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
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
    if (!password) return refuse('Please type your password');
    const result = await run({ password });
    if (!result) return;
    if (!result.success) return refuse(result.message);
    useAuthStore.getState().clearToken('token');
    useProfileStore.getState().clear();
    navigate('/');
  };

  return (
    <Modal
      title="Delete your account?"
      onClose={onClose}
      description={
        <ul>
          <li>Your future appointments will be cancelled, and your doctors told.</li>
          <li>Your name, e-mail address, phone number, address and photo will be deleted, with the messages we sent you.</li>
          <li>The clinic keeps records of your past visits, without your name.</li>
          <li>This cannot be undone. You can make a new account later with the same e-mail address.</li>
        </ul>
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Your password" required hint="To make sure it is you." error={error}>
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
            {pending ? 'Deleting…' : 'Yes, delete my account'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
