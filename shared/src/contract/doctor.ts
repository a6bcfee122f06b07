import { z } from 'zod';
import { addressSchema, addressViewSchema, emailSchema, idSchema, multiLineText, numberFromForm, singleLineText } from './primitives';
import { DEFAULT_EXPERIENCE, DEFAULT_SPECIALITY, EXPERIENCE_OPTIONS, SPECIALITIES } from './values';

export const specialitySchema = z.enum(SPECIALITIES, { message: 'Unknown speciality' });
export const experienceSchema = z.enum(EXPERIENCE_OPTIONS, { message: 'Unknown experience' });

/** `slots_booked`: `D_M_YYYY` → booked `HH:mm` times, derived from active appointments. */
export const slotsBookedSchema = z.record(z.string(), z.array(z.string()));
export type SlotsBooked = z.infer<typeof slotsBookedSchema>;

/** A doctor as the public list shows it: never an email or a password (decision 17). */
export const doctorSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  speciality: specialitySchema,
  degree: z.string(),
  experience: z.string(),
  about: z.string(),
  fees: z.number(),
  available: z.boolean(),
  address: addressViewSchema,
  slots_booked: slotsBookedSchema,
});
export type Doctor = z.infer<typeof doctorSchema>;

/** The doctor's own profile and the admin's list add the login email, never the hash. */
export const doctorProfileSchema = doctorSchema.extend({ email: z.string() });
export type DoctorProfile = z.infer<typeof doctorProfileSchema>;

const feesSchema = numberFromForm(
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Fees are required' : 'Fees must be a number') })
    .int({ message: 'Fees must be a whole number of rupees' })
    .min(0, { message: 'Fees cannot be negative' })
    .max(1_000_000, { message: 'Fees are too high' }),
);

/** The text fields of the add-doctor form (the image travels beside them in the multipart body). */
export const addDoctorFieldsSchema = z.object({
  name: singleLineText('Name').min(1, { message: 'Name is required' }).max(120),
  email: emailSchema,
  password: z.string().min(8, { message: 'Password must be at least 8 characters' }).max(200),
  experience: experienceSchema.default(DEFAULT_EXPERIENCE),
  fees: feesSchema,
  about: multiLineText('About').max(4000).default(''),
  speciality: specialitySchema.default(DEFAULT_SPECIALITY),
  degree: singleLineText('Degree').min(1, { message: 'Degree is required' }).max(120),
  address: addressSchema.refine((a) => a.line1.length > 0 && a.line2.length > 0, {
    message: 'Both address lines are required',
  }),
});
export type AddDoctorFields = z.infer<typeof addDoctorFieldsSchema>;

/** Only these four fields of a doctor's profile can change (decision 23); others are ignored. */
export const doctorProfileUpdateSchema = z.object({
  address: addressSchema,
  fees: feesSchema,
  about: multiLineText('About').max(4000),
  available: z.boolean(),
});
export type DoctorProfileUpdate = z.infer<typeof doctorProfileUpdateSchema>;

export const docIdRequestSchema = z.object({ docId: idSchema });
