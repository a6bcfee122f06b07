import { z } from 'zod';
import { ADDABLE_STAFF_ROLES, STAFF_ROLES } from '@clinic/shared/permissions';
import { newPasswordSchema } from './account';
import { emailSchema, idSchema } from './primitives';

/**
 * Decision 55: the owner's Staff page. The owners, admins and front desk who use the admin sign-in; doctors
 * are on the Doctors list.
 */
export const staffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The configured admin (ADMIN_EMAIL): its account lives in configuration and cannot be removed here. */
  configured: z.boolean(),
  /** The member of staff asking. */
  you: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An admin or front desk, with the first password the owner gives them (they can change it after). */
export const addStaffRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(ADDABLE_STAFF_ROLES, { message: 'Choose admin or front desk' }),
  password: newPasswordSchema,
});
export type AddStaffRequest = z.infer<typeof addStaffRequestSchema>;

export const removeStaffRequestSchema = z.object({ staffId: idSchema });
export type RemoveStaffRequest = z.infer<typeof removeStaffRequestSchema>;
