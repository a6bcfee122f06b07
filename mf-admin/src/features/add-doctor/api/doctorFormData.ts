import type { AddDoctorFields, UpdateDoctorFields } from '@clinic/shared/contract';

/** The fields the api reads as JSON text inside the multipart body. */
const JSON_FIELDS = new Set(['address', 'languages', 'services', 'translations']);

/**
 * The multipart body of `add-doctor` and `update-doctor` (spec section 7, decision 42): the photo when one
 * was chosen, the text fields, and the address, languages, services and the Hindi and Kannada texts
 * (decision 53) as JSON text.
 */
export function doctorFormData(fields: AddDoctorFields | UpdateDoctorFields, image: Blob | null): FormData {
  const form = new FormData();
  if (image) form.append('image', image);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, JSON_FIELDS.has(name) ? JSON.stringify(value) : String(value));
  }
  return form;
}
