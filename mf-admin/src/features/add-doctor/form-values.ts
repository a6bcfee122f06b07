import { DEFAULT_EXPERIENCE, DEFAULT_SPECIALITY } from '@clinic/shared/contract';

/** What the inputs hold before the shared schema turns it into `AddDoctorFields`. */
export interface AddDoctorFormValues {
  name: string;
  email: string;
  password: string;
  experience: string;
  fees: string;
  about: string;
  speciality: string;
  degree: string;
  address: { line1: string; line2: string };
}

/** Spec section 5: experience 1 Year and speciality General physician until changed. */
export const EMPTY_DOCTOR: AddDoctorFormValues = {
  name: '',
  email: '',
  password: '',
  experience: DEFAULT_EXPERIENCE,
  fees: '',
  about: '',
  speciality: DEFAULT_SPECIALITY,
  degree: '',
  address: { line1: '', line2: '' },
};
