import { z } from 'zod';
import { aboutSchema, doctorTranslationsSchema, doctorTranslationsViewSchema, focusSchema } from './doctor-texts';
import { addressSchema, addressViewSchema, emailSchema, idSchema, numberFromForm, singleLineText } from './primitives';
import { DEFAULT_EXPERIENCE, DEFAULT_SPECIALITY, DOCTOR_LANGUAGES, EXPERIENCE_OPTIONS, SERVICE_IDS, SPECIALITIES } from './values';

export const specialitySchema = z.enum(SPECIALITIES, { message: 'Unknown speciality' });
export const experienceSchema = z.enum(EXPERIENCE_OPTIONS, { message: 'Unknown experience' });
export const serviceIdSchema = z.enum(SERVICE_IDS, { message: 'Unknown service' });
export const doctorLanguageSchema = z.enum(DOCTOR_LANGUAGES, { message: 'Unknown language' });

/** `slots_booked`: `D_M_YYYY` → booked `HH:mm` times, derived from active appointments. */
export const slotsBookedSchema = z.record(z.string(), z.array(z.string()));
export type SlotsBooked = z.infer<typeof slotsBookedSchema>;

/** A doctor as the public list shows it: never an email or a password (decision 17). */
export const doctorSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  speciality: specialitySchema,
  /** Free text beside the speciality: "Audiologist", "Paediatric audiology" (decision 42); '' when not given. */
  focus: z.string(),
  /** Languages the doctor speaks with patients, in the order the clinic lists them. */
  languages: z.array(z.string()),
  /** Ids of the clinic's services (`SERVICE_IDS`) the doctor offers. */
  services: z.array(z.string()),
  degree: z.string(),
  experience: z.string(),
  about: z.string(),
  fees: z.number(),
  available: z.boolean(),
  address: addressViewSchema,
  slots_booked: slotsBookedSchema,
  /** Beside the spec's fields (decision 53): about, focus and address in Hindi and Kannada, where staff gave them. */
  translations: doctorTranslationsViewSchema.optional(),
});
export type Doctor = z.infer<typeof doctorSchema>;

/** The doctor's own profile and the admin's list add the login email, never the hash. */
export const doctorProfileSchema = doctorSchema.extend({ email: z.string() });
export type DoctorProfile = z.infer<typeof doctorProfileSchema>;

/** A fee in whole rupees, as JSON sends it: a doctor's, a clinic service's (decision 57). */
export const rupeesSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'Fees are required' : 'Fees must be a number') })
  .int({ message: 'Fees must be a whole number of rupees' })
  .min(0, { message: 'Fees cannot be negative' })
  .max(1_000_000, { message: 'Fees are too high' });

const feesSchema = numberFromForm(rupeesSchema);

/** Each chosen once, kept in the clinic's order, so the same choice is stored and shown the same way. */
const inClinicOrder =
  <T extends string>(all: readonly T[]) =>
  (chosen: T[]) =>
    all.filter((value) => chosen.includes(value));

/** The languages a doctor speaks with patients: at least one, each from `DOCTOR_LANGUAGES`. */
export const languagesSchema = z
  .array(doctorLanguageSchema, { error: 'Languages are missing or invalid' })
  .max(DOCTOR_LANGUAGES.length * 2, { message: 'Languages are missing or invalid' })
  .overwrite(inClinicOrder(DOCTOR_LANGUAGES))
  .refine((list) => list.length > 0, { message: 'Choose at least one language' });

/** The clinic's services (`SERVICE_IDS`) a doctor offers; none is allowed (a doctor who only consults). */
export const servicesSchema = z
  .array(serviceIdSchema, { error: 'Services are missing or invalid' })
  .max(SERVICE_IDS.length * 2, { message: 'Services are missing or invalid' })
  .overwrite(inClinicOrder(SERVICE_IDS));

/** What the admin sets about a doctor, in add-doctor and in edit alike (everything but the password and photo). */
const doctorDetailsShape = {
  name: singleLineText('Name').min(1, { message: 'Name is required' }).max(120),
  email: emailSchema,
  experience: experienceSchema.default(DEFAULT_EXPERIENCE),
  fees: feesSchema,
  about: aboutSchema.default(''),
  speciality: specialitySchema.default(DEFAULT_SPECIALITY),
  focus: focusSchema.default(''),
  /** A form that sends none gets English, the language every doctor here speaks (decision 42). */
  languages: languagesSchema.default(['English']),
  services: servicesSchema.default([]),
  degree: singleLineText('Degree').min(1, { message: 'Degree is required' }).max(120),
  address: addressSchema.refine((a) => a.line1.length > 0 && a.line2.length > 0, {
    message: 'Both address lines are required',
  }),
  /** Decision 53: left out (an older screen), a new doctor has none and an edited one keeps theirs. */
  translations: doctorTranslationsSchema.optional(),
};

/** The text fields of the add-doctor form (the image travels beside them in the multipart body). */
export const addDoctorFieldsSchema = z.object({
  ...doctorDetailsShape,
  password: z.string().min(8, { message: 'Password must be at least 8 characters' }).max(200),
});
export type AddDoctorFields = z.infer<typeof addDoctorFieldsSchema>;

/**
 * The admin's edit of a doctor (decision 42): the add-doctor fields but the password, the photo optional
 * beside them in the multipart body. Appointments already booked keep the details they were booked with.
 */
export const updateDoctorFieldsSchema = z.object({ docId: idSchema, ...doctorDetailsShape });
export type UpdateDoctorFields = z.infer<typeof updateDoctorFieldsSchema>;

/**
 * What a doctor's profile edit may change (decision 23, widened by decision 42 to focus and languages and by
 * decision 53 to their Hindi and Kannada texts); others are ignored. Focus, languages and translations may be
 * left out (an older screen): they then stay as they are.
 */
export const doctorProfileUpdateSchema = z.object({
  address: addressSchema,
  fees: feesSchema,
  about: aboutSchema,
  available: z.boolean(),
  focus: focusSchema.optional(),
  languages: languagesSchema.optional(),
  /** Decision 53: the doctor's own words in Hindi and Kannada; left out, they stay as they are. */
  translations: doctorTranslationsSchema.optional(),
});
export type DoctorProfileUpdate = z.infer<typeof doctorProfileUpdateSchema>;

export const docIdRequestSchema = z.object({ docId: idSchema });

/**
 * Making a doctor unavailable or deleting one (decision 42). With upcoming appointments and no
 * `cancelAffected`, the api refuses (409) and says how many; `true` cancels them, `false` keeps them
 * (availability only: a deleted doctor cannot see anyone, so delete refuses `false` as it refuses none).
 */
export const doctorChangeRequestSchema = z.object({ docId: idSchema, cancelAffected: z.boolean().optional() });
export type DoctorChangeRequest = z.infer<typeof doctorChangeRequestSchema>;

/** The 409 of such a change: the refusal plus the number of upcoming active appointments it would touch. */
export const affectedRefusalSchema = z.object({ success: z.literal(false), message: z.string(), affected: z.number() });
