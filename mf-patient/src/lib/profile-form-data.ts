import type { UpdateProfileFields } from '@clinic/shared/contract';

/** The multipart body of spec section 7: text fields, `address` as JSON text, and the photo if one was chosen. */
export function toProfileFormData(fields: UpdateProfileFields, image: File | null): FormData {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('phone', fields.phone);
  body.append('address', JSON.stringify(fields.address));
  body.append('gender', fields.gender);
  body.append('dob', fields.dob);
  for (const key of ['notifyEmail', 'notifyWhatsapp', 'reminders', 'noPhoneCalls'] as const) {
    const chosen = fields[key];
    if (chosen !== undefined) body.append(key, String(chosen));
  }
  if (fields.language) body.append('language', fields.language);
  if (image) body.append('image', image);
  return body;
}
