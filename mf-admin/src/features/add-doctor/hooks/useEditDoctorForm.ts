import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateDoctorFieldsSchema, type DoctorProfile, type UpdateDoctorFields } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { doctorFormData } from '../api/doctorFormData';
import { doctorFormValues, type DoctorFormValues } from '../form-values';

/**
 * The admin's edit of a doctor (decision 42): the add-doctor fields but the password, prefilled, checked
 * by the api's own schema; a new photo only if one is chosen. `onSaved` runs after the server accepted it
 * (its message is the success toast).
 */
export function useEditDoctorForm(doctor: DoctorProfile, onSaved: () => void) {
  const form = useForm<DoctorFormValues, unknown, UpdateDoctorFields>({
    resolver: zodResolver(updateDoctorFieldsSchema) as unknown as Resolver<DoctorFormValues, unknown, UpdateDoctorFields>,
    defaultValues: doctorFormValues(doctor),
  });
  const [image, setImage] = useState<File | null>(null);
  const { run } = useCallAction('adminUpdateDoctor', { onDone: (result) => result?.success && onSaved() });
  // Awaited, so the button stays busy until the server has answered.
  const onSubmit = form.handleSubmit(async (fields) => void (await run(doctorFormData(fields, image))));
  return { form, image, chooseImage: setImage, onSubmit };
}
