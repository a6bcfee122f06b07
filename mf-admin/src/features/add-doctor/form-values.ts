import { DEFAULT_EXPERIENCE, DEFAULT_SPECIALITY, type DoctorProfile } from '@clinic/shared/contract';
import { translationFormValues, type TranslationFormValues } from '@clinic/shared/staff-panel';

/**
 * What the inputs hold before the shared schema turns it into `AddDoctorFields` or `UpdateDoctorFields`:
 * one shape for both forms, so they share their fields. `password` is only asked when adding, `docId`
 * only set when editing; each schema drops the other.
 */
export interface DoctorFormValues {
  docId: string;
  name: string;
  email: string;
  password: string;
  experience: string;
  fees: string;
  about: string;
  speciality: string;
  focus: string;
  languages: string[];
  services: string[];
  degree: string;
  address: { line1: string; line2: string };
  /** Decision 53: focus, address and about in Hindi and Kannada, '' where not written. */
  translations: TranslationFormValues;
}

/** Spec section 5: experience 1 Year and speciality General physician until changed; decision 42: English ticked. */
export const EMPTY_DOCTOR: DoctorFormValues = {
  docId: '',
  name: '',
  email: '',
  password: '',
  experience: DEFAULT_EXPERIENCE,
  fees: '',
  about: '',
  speciality: DEFAULT_SPECIALITY,
  focus: '',
  languages: ['English'],
  services: [],
  degree: '',
  address: { line1: '', line2: '' },
  translations: translationFormValues(undefined),
};

/** The edit form starts from the doctor as the admin's list has them. */
export const doctorFormValues = (doctor: DoctorProfile): DoctorFormValues => ({
  docId: doctor._id,
  name: doctor.name,
  email: doctor.email,
  password: '',
  experience: doctor.experience,
  fees: String(doctor.fees),
  about: doctor.about,
  speciality: doctor.speciality,
  focus: doctor.focus,
  languages: [...doctor.languages],
  services: [...doctor.services],
  degree: doctor.degree,
  address: { line1: doctor.address.line1, line2: doctor.address.line2 },
  translations: translationFormValues(doctor.translations),
});
