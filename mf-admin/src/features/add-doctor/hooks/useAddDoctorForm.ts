import { useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { addDoctorFieldsSchema, MESSAGES, type AddDoctorFields } from '@clinic/shared/contract';
import { runAction } from '@clinic/shared/staff-panel';
import { toAddDoctorFormData } from '../api/toAddDoctorFormData';
import { EMPTY_DOCTOR, type AddDoctorFormValues } from '../form-values';

/**
 * The add-doctor form: fields validated by the api's own schema, the photo kept beside them. A missing
 * photo is the spec's `Image Not Selected` toast; the form resets after the server accepts the doctor.
 */
export function useAddDoctorForm() {
  const form = useForm<AddDoctorFormValues, unknown, AddDoctorFields>({
    resolver: zodResolver(addDoctorFieldsSchema) as unknown as Resolver<AddDoctorFormValues, unknown, AddDoctorFields>,
    defaultValues: EMPTY_DOCTOR,
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageMissing, setImageMissing] = useState(false);

  const send = form.handleSubmit(async (fields) => {
    if (!image) return;
    const added = await runAction('adminAddDoctor', toAddDoctorFormData(fields, image));
    if (added) {
      form.reset(EMPTY_DOCTOR);
      setImage(null);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!image) {
      toast.error(MESSAGES.imageNotSelected);
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
