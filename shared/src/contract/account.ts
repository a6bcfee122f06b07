import { z } from 'zod';
import { emailSchema } from './primitives';
import { phoneSchema } from './phone';
import { appointmentSchema } from './appointment';
import { userProfileSchema } from './user';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATES } from './outbox';
import { PATIENT_RELATIONSHIPS } from './values';

/**
 * Decision 47: accounts people can trust. Password reset and change, sessions that end, staff two-factor,
 * the audit log and a patient's data rights (decision 47).
 */

/** The privacy notice a new account agrees to (`/privacy`); a new wording gets a new version. */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

/** How long a reset link stays good. */
export const RESET_LINK_MINUTES = 30;

/** A password someone chooses (sign-up, reset, change); the api also refuses the most common ones, with the reason. */
export const newPasswordSchema = z
  .string()
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(200, { message: 'Password must be at most 200 characters' });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetLinkToken = z
  .string()
  .trim()
  .min(1, { message: 'This reset link is not valid' })
  .max(200, { message: 'This reset link is not valid' });
export const resetPasswordRequestSchema = z.object({ token: resetLinkToken, password: newPasswordSchema });
/** A reset link's token alone: asked about before the form is shown. */
export const resetLinkRequestSchema = z.object({ token: resetLinkToken });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required' }).max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Decision 52: the number to prove; a code goes to it on WhatsApp. */
export const sendPhoneCodeRequestSchema = z.object({ phone: phoneSchema });
/** The six digits that came on WhatsApp. */
export const verifyPhoneRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'Enter the 6-digit code from the message' }),
});
/** Decision 34: the signed token of an e-mail's "confirm your address" link (no sign-in needed to use it). */
export const confirmEmailRequestSchema = z.object({
  token: z
    .string({ message: 'The confirmation link is incomplete' })
    .min(1, { message: 'The confirmation link is incomplete' })
    .max(1000, { message: 'The confirmation link is not valid' }),
});
/** How long an e-mail's confirmation link works: a week, as some read their mail seldom. */
export const EMAIL_LINK_DAYS = 7;
/** How long a code sent to a phone works, and how many tries it allows. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, { message: 'Password is required' }).max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** A six-digit code from an authenticator app, or one of the ten backup codes (`xxxx-xxxx`). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'Enter the code from your authenticator app' })
  .max(20, { message: 'That code is not valid' });

/** Staff sign-in: the password, and once two-factor is on, the code (decision 47). */
export const staffLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, { message: 'Email is required' }).max(254),
  password: z.string().min(1, { message: 'Password is required' }).max(200),
  code: secondFactorCodeSchema.optional(),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

/** Where a member of staff stands with two-factor. */
export const twoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** The clinic requires it (doctors only; the admin may always choose). */
  required: z.boolean(),
  backupCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret to enrol: the QR code (an SVG data URL) and the same secret as text, for typing in. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeRequestSchema = z.object({ code: secondFactorCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

/** Turning two-factor off asks for the password and a current code. */
export const twoFactorDisableRequestSchema = z.object({
  password: z.string().min(1, { message: 'Password is required' }).max(200),
  code: secondFactorCodeSchema,
});
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

export const securitySettingsSchema = z.object({
  requireDoctorTwoFactor: z.boolean({ message: 'Say whether doctors must use two-factor sign-in' }),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const AUDIT_ACTOR_ROLES = ['patient', 'doctor', 'admin', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out-everywhere',
  'password-reset-requested',
  'password-reset-sent',
  'password-reset',
  'password-changed',
  'two-factor-enrolled',
  'two-factor-disabled',
  'backup-code-used',
  'security-settings-changed',
  'staff-added',
  'staff-removed',
  'appointment-cancelled',
  'appointment-rescheduled',
  'appointment-completed',
  'appointment-no-show',
  'appointment-kept',
  'series-booked',
  'patient-appointments-cancelled',
  'doctor-added',
  'doctor-updated',
  'doctor-deleted',
  'doctor-availability-changed',
  'doctor-profile-updated',
  'clinic-hours-changed',
  'closure-added',
  'closure-deleted',
  'doctor-hours-changed',
  'leave-added',
  'leave-deleted',
  'service-updated',
  'patient-blocked',
  'patient-unblocked',
  'message-retried',
  'data-exported',
  'account-deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The Audit log page: newest first, one page at a time, by actor, action and day (clinic dates, inclusive). */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(50),
  actorRole: z.enum(AUDIT_ACTOR_ROLES, { message: 'Unknown kind of actor' }).optional(),
  /** A doctor's or patient's id, or the admin's e-mail. */
  actorId: z.string().trim().min(1).max(254).optional(),
  action: z.enum(AUDIT_ACTIONS, { message: 'Unknown action' }).optional(),
  /** `YYYY-MM-DD`, clinic time. */
  from: z.iso.date({ message: 'Invalid from date' }).optional(),
  to: z.iso.date({ message: 'Invalid to date' }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/**
 * The record an entry is about, named by the api at reading time (decision 47): a patient's or doctor's name,
 * or an appointment's patient, doctor and slot. Absent when the record was never known (e.g. a closure).
 */
export const auditTargetSchema = z.object({
  /** The patient's name (a patient, or an appointment's), the doctor's name (a doctor); `DELETED_PATIENT_NAME` once the patient's account is deleted. */
  name: z.string(),
  /** An appointment's doctor and slot (`D_M_YYYY`, `hh:mm AM`). */
  doctorName: z.string().optional(),
  slotDate: z.string().optional(),
  slotTime: z.string().optional(),
  /** The record can still be opened in the admin's panel (a deleted patient or doctor cannot). */
  present: z.boolean(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  actorRole: z.enum(AUDIT_ACTOR_ROLES),
  actorId: z.string(),
  /** The actor's name where the api knows it ('' otherwise). */
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** 'appointment', 'doctor', 'patient', 'closure', 'leave', 'service', 'message', 'settings' or ''. */
  targetType: z.string(),
  targetId: z.string(),
  /** The target in words, where the log can still tell (older clients ignore it). */
  target: auditTargetSchema.optional(),
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A message the clinic sent the patient, as their data export lists it. */
export const exportedMessageSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(MESSAGE_STATES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** A person the account acts for (decision 56), as its data export lists them: its holder first. */
export const exportedPatientSchema = z.object({
  relationship: z.enum(PATIENT_RELATIONSHIPS),
  name: z.string(),
  /** 'YYYY-MM-DD', or null when not told. */
  dob: z.string().nullable(),
  sex: z.string().nullable(),
  phone: z.string(),
  languages: z.array(z.string()),
  needs: z.array(z.string()),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
});

/** "Download my data": everything the clinic keeps about the patient. */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  profile: userProfileSchema,
  account: z.object({
    createdAt: z.string(),
    privacyNoticeVersion: z.string().nullable(),
    privacyNoticeAcceptedAt: z.string().nullable(),
  }),
  appointments: z.array(appointmentSchema),
  messages: z.array(exportedMessageSchema),
  /** The people the account acts for: its holder, and (later) those it books for. */
  patients: z.array(exportedPatientSchema),
});
export type UserExport = z.infer<typeof userExportSchema>;

/** Decision 47: the same export as a self-contained HTML page to read, in the reader's language (an attachment, not the envelope). */
export const readableExportSchema = z.never().meta({
  description: 'Your data as a page to read',
  content: { 'text/html': { schema: { type: 'string' } } },
});

/** `sunrise-clinic-my-data-2026-12-06.html`: the readable copy's name, beside the JSON file's. */
export const readableExportFileName = (day: string) => `sunrise-clinic-my-data-${day}.html`;
