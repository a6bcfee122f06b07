/** What the contact form holds while a visitor types; the api's schema reads it as sent. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  newsletter: boolean;
  /** The honeypot: a field no person sees or fills in (decision 40). */
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  newsletter: false,
  website: '',
};

/** The fields that show a message, in the order the form shows them: the first with one takes the focus. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

export const firstInvalid = (errors: ContactErrors): ContactField | undefined => CONTACT_FIELDS.find((field) => errors[field]);
