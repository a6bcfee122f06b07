import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { doctorProfileUpdateSchema, type DoctorProfile, type DoctorProfileUpdate } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { translationFormValues, type TranslationFormValues } from '@clinic/shared/staff-panel';

export interface ProfileFormValues {
  fees: string;
  about: string;
  available: boolean;
  focus: string;
  languages: string[];
  address: { line1: string; line2: string };
  translations: TranslationFormValues;
}

export const toFormValues = (p: DoctorProfile): ProfileFormValues => ({
  fees: String(p.fees),
  about: p.about,
  available: p.available,
  focus: p.focus,
  languages: [...p.languages],
  address: { line1: p.address.line1, line2: p.address.line2 },
  translations: translationFormValues(p.translations),
});

/**
 * Edits the fields a doctor may change (decision 23, with focus and languages from decision 42 and the Hindi
 * and Kannada texts from decision 53) and sends
 * only those. The server's answer is a toast either way (spec section 8: a refused profile update toasts);
 * `onSaved` runs after a success.
 */
export function useProfileEditForm(profile: DoctorProfile, onSaved: () => void) {
  const form = useForm<ProfileFormValues, unknown, DoctorProfileUpdate>({
    resolver: zodResolver(doctorProfileUpdateSchema) as unknown as Resolver<ProfileFormValues, unknown, DoctorProfileUpdate>,
    defaultValues: toFormValues(profile),
  });
  const { run } = useCallAction('doctorUpdateProfile', { onDone: (result) => result?.success && onSaved() });
  // Awaited, so the form stays busy until the server has answered.
  const onSubmit = form.handleSubmit(
    async ({ address, fees, about, available, focus, languages, translations }) =>
      void (await run({ address, fees, about, available, focus, languages, translations })),
  );
  return { form, onSubmit };
}
