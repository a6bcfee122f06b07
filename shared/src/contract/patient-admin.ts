import { z } from 'zod';
import { idSchema } from './primitives';

/** The admin's Patients page: search by name, e-mail or phone, one page at a time (numbers as number or text). */
export const patientListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(50).default(20),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

/** One row of the Patients page; `image` is a URL or '' as in the patient's own profile. */
export const patientSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string(),
  blocked: z.boolean(),
  /** Decision 46: the patient said "I cannot take phone calls". */
  noPhoneCalls: z.boolean(),
  /** Upcoming appointments: not cancelled and not completed. */
  activeAppointments: z.number(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientIdRequestSchema = z.object({ userId: idSchema });
export type PatientIdRequest = z.infer<typeof patientIdRequestSchema>;

export const blockPatientRequestSchema = z.object({ userId: idSchema, blocked: z.boolean() });
export type BlockPatientRequest = z.infer<typeof blockPatientRequestSchema>;
