import type { AddDoctorFields } from '@clinic/shared/contract';

/** The multipart body of `add-doctor` (spec section 7): the photo, the text fields, the address as JSON text. */
export function toAddDoctorFormData(fields: AddDoctorFields, image: Blob): FormData {
  const form = new FormData();
  form.append('image', image);
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, name === 'address' ? JSON.stringify(value) : String(value));
  }
  return form;
}
