import { z } from 'zod';
import { rupeesSchema, serviceIdSchema } from './doctor';

/** Decision 57: a visit lasts from a quarter of an hour to four hours, in steps of five minutes. */
export const SERVICE_MINUTES_MIN = 15;
export const SERVICE_MINUTES_MAX = 240;
export const SERVICE_MINUTES_STEP = 5;

export const serviceMinutesSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'Duration is required' : 'Duration must be a number of minutes') })
  .int({ message: 'Duration must be a whole number of minutes' })
  .min(SERVICE_MINUTES_MIN, { message: 'A visit lasts at least 15 minutes' })
  .max(SERVICE_MINUTES_MAX, { message: 'A visit lasts at most 4 hours' })
  .multipleOf(SERVICE_MINUTES_STEP, { message: 'Duration must be in steps of 5 minutes' });

/**
 * One of the clinic's services as the clinic prices and times it (decision 57): its length in minutes and
 * its fee in rupees. The title is the catalog's (`serviceName` of @clinic/shared/clinic), in the reader's language.
 */
export const clinicServiceSchema = z.object({
  id: serviceIdSchema,
  durationMinutes: z.number().int(),
  fee: z.number().int(),
  /** Offered at all; every service is, until the clinic stops one. */
  active: z.boolean(),
});
export type ClinicService = z.infer<typeof clinicServiceSchema>;

/** The admin sets a service's length and fee. */
export const updateServiceRequestSchema = z.object({
  serviceId: serviceIdSchema,
  durationMinutes: serviceMinutesSchema,
  fee: rupeesSchema,
});
export type UpdateServiceRequest = z.infer<typeof updateServiceRequestSchema>;
