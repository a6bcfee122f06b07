import { contactRequestSchema } from '@clinic/shared/contract';
import { CONTACT_FIELDS, type ContactErrors, type ContactField, type ContactFormValues } from './contact-form';

const isField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField);

/**
 * The api's own rules for the form (the contract's schema), as one message per field: the first that
 * field breaks. Loaded with the first send, so a visitor who only reads the page never downloads zod.
 */
export function contactErrors(values: ContactFormValues): ContactErrors {
  const parsed = contactRequestSchema.safeParse(values);
  const errors: ContactErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
