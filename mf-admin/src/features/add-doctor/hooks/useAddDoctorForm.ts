import { useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addDoctorFieldsSchema, MESSAGES, type AddDoctorFields } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { notify, useCallAction } from '@clinic/shared/data';
import { doctorFormData } from '../api/doctorFormData';
import { EMPTY_DOCTOR, type DoctorFormValues } from '../form-values';

/**
 * The add-doctor form: fields validated by the api's own schema, the photo kept beside them. A missing
 * photo is the spec's `Image Not Selected` toast; the form resets after the server accepts the doctor.
 */
export function useAddDoctorForm() {
  const form = useForm<DoctorFormValues, unknown, AddDoctorFields>({
    resolver: zodResolver(addDoctorFieldsSchema) as unknown as Resolver<DoctorFormValues, unknown, AddDoctorFields>,
    defaultValues: EMPTY_DOCTOR,
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageMissing, setImageMissing] = useState(false);
  const { run } = useCallAction('adminAddDoctor', {
    onDone: (result) => {
      if (!result?.success) return;
      form.reset(EMPTY_DOCTOR);
      setImage(null);
    },
  });

  // Awaited, so the button stays busy until the server has answered.
  const send = form.handleSubmit(async (fields) => void (image && (await run(doctorFormData(fields, image)))));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!image) {
      notify('error', translateMessage(MESSAGES.imageNotSelected));
      setImageMissing(true);
    }
    return send(event);
  };

  const chooseImage = (file: File | null) => {
    setImage(file);
    if (file) setImageMissing(false);
  };

  return { form, image, imageMissing, chooseImage, onSubmit };
}
