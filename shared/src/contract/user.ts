import { z } from 'zod';
import { addressSchema, addressViewSchema, emailSchema, idSchema, singleLineText } from './primitives';
import { GENDERS } from './values';
import { optionalPhoneSchema } from './phone';
import { messagePreferenceFieldsSchema, messagePreferencesSchema } from './outbox';

export const genderSchema = z.enum(GENDERS, { message: 'Unknown gender' });

/** `YYYY-MM-DD`, or `Not Selected` while the patient has not said. */
export const dobSchema = z.union([z.literal('Not Selected'), z.iso.date({ message: 'Invalid date of birth' })]);

export const userProfileSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string(),
  address: addressViewSchema,
  gender: genderSchema,
  dob: z.string(),
  /** Decision 46: the channels, reminders, language and "I cannot take phone calls". */
  preferences: messagePreferencesSchema,
  /** Decision 52: `phone` was proved with a code sent to it; WhatsApp goes nowhere else. */
  phoneVerified: z.boolean(),
  /** Decision 34: `email` was proved with a link sent to it. Until it or the phone is, one upcoming booking at a time. */
  emailVerified: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The text fields of the multipart profile update; `address` arrives as JSON text. */
export const updateProfileFieldsSchema = z
  .object({
    name: singleLineText('Name').min(1, { message: 'Name is required' }).max(120),
    phone: optionalPhoneSchema,
    address: addressSchema,
    gender: genderSchema,
    dob: dobSchema,
  })
  .merge(messagePreferenceFieldsSchema);
export type UpdateProfileFields = z.infer<typeof updateProfileFieldsSchema>;

export const registerRequestSchema = z.object({
  name: singleLineText('Name').min(1, { message: 'Name is required' }).max(120),
  email: emailSchema,
  password: z.string().min(8, { message: 'Password must be at least 8 characters' }).max(200),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, { message: 'Email is required' }).max(254),
  password: z.string().min(1, { message: 'Password is required' }).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
