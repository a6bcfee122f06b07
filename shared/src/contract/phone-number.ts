// Plain functions, no zod: screens that show or check a number (the staff lists) take these without the schemas.
// Spaces, dashes, dots and brackets are how people write numbers; they carry no digits.
const SEPARATORS = /[\s\-.()]/g;
const INDIAN_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A phone number as the clinic stores it (decision 39): an Indian mobile, written with or without +91 (or a
 * leading 0), becomes `+91XXXXXXXXXX`; any other number must be international E.164 (`+` and 8–15 digits)
 * and is stored as such. Anything else (a landline without its country code, "98450") is `null`.
 */
export function normalisePhone(text: string): string | null {
  const compact = text.replace(SEPARATORS, '');
  const indian = INDIAN_MOBILE.exec(compact);
  if (indian) return `+91${indian[1]}`;
  return E164.test(compact) ? compact : null;
}

export const PHONE_MESSAGE = 'Please enter a valid phone number: a 10-digit Indian mobile, or an international number starting with +';

/** `+91XXXXXXXXXX` shown as people write it (`+91 98450 12345`); other numbers as stored. */
export function formatPhone(phone: string): string {
  const indian = /^\+91([6-9]\d{4})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}
