import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { MESSAGES } from '@clinic/shared/contract';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  newsletter: boolean;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '', newsletter: false };

type Field = keyof ContactFormValues;

/**
 * Spec section 5: the contact form has no validation and makes no server call; it confirms with
 * `Form submitted successfully!` and clears itself.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    const checked = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : undefined;
    setValues((current) => ({ ...current, [name as Field]: checked ?? value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast.success(MESSAGES.contactSubmitted);
    setValues(EMPTY_CONTACT_FORM);
  };

  return { values, onChange, onSubmit };
}
