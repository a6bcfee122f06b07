import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useCallAction } from '@clinic/shared/data';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { EMPTY_CONTACT_FORM, firstInvalid, type ContactErrors, type ContactFormValues } from '../contact-form';

type Validate = (values: ContactFormValues) => ContactErrors;
const loadValidation = (): Promise<Validate> => import('../contact-validation').then((m) => m.contactErrors);

/**
 * The contact form (decision 40): checked with the api's own schema before anything is sent, then sent to
 * the clinic's Inbox. Only once the server has said it went through does the spec's `Form submitted
 * successfully!` appear (the server's answer, toasted) and the form clear; a refusal is toasted with the
 * server's words and what was typed stays. After a first try, each message follows the typing.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  /** The server's thank-you for the message just sent; null until one is sent, and again once the next is begun. */
  const [sent, setSent] = useState<string | null>(null);
  const validate = useRef<Validate | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useCallAction('contactSend');
  // What a reader typed while the page's scripts were still on their way is theirs, not blanked by the next render.
  useTypedBeforeHydration(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    const checked = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : undefined;
    const next = { ...values, [name]: checked ?? value };
    setValues(next);
    setSent(null);
    if (validate.current) setErrors(validate.current(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.pending) return;
    validate.current ??= await loadValidation();
    const found = validate.current(values);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await send.run(values);
    if (result?.success) {
      setValues(EMPTY_CONTACT_FORM);
      setErrors({});
      setSent(result.message);
      // A fresh form: no message until the next try.
      validate.current = null;
    }
  };

  return { values, errors, onChange, onSubmit, formRef, sending: send.pending, sent };
}
