import { singleLineText } from './primitives';
import { normalisePhone, PHONE_MESSAGE } from './phone-number';

/** A required phone number, stored normalised. */
export const phoneSchema = singleLineText('Phone')
  .max(30)
  .transform((text, ctx) => {
    const phone = normalisePhone(text);
    if (phone === null) ctx.addIssue({ code: 'custom', message: text === '' ? 'Phone is required' : PHONE_MESSAGE });
    return phone ?? text;
  });

/** A phone number that may be left empty (a patient's profile); when given, stored normalised. */
export const optionalPhoneSchema = singleLineText('Phone')
  .max(30)
  .transform((text, ctx) => {
    if (text === '') return '';
    const phone = normalisePhone(text);
    if (phone === null) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return phone ?? text;
  });
