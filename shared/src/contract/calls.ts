import { z } from 'zod';
import { successSchema } from './envelope';
import { CALL_ROUTES } from './all-routes';
import type { CallRoute } from './routes';
import { clinicServiceSchema, updateServiceRequestSchema } from './clinic-service';
import {
  addDoctorFieldsSchema,
  docIdRequestSchema,
  doctorChangeRequestSchema,
  doctorProfileSchema,
  doctorProfileUpdateSchema,
  doctorSchema,
  updateDoctorFieldsSchema,
} from './doctor';
import { loginRequestSchema, registerRequestSchema, updateProfileFieldsSchema, userProfileSchema } from './user';
import {
  appointmentIdRequestSchema,
  appointmentListQuerySchema,
  appointmentSchema,
  bookAppointmentRequestSchema,
  paymentRequestSchema,
  rescheduleRequestSchema,
  statusCountsSchema,
  verifyPaymentRequestSchema,
} from './appointment';
import { adminDashboardSchema, doctorDashboardSchema } from './dashboard';
import { blockPatientRequestSchema, patientIdRequestSchema, patientListQuerySchema, patientSummarySchema } from './patient-admin';
import { contactMessageSchema, contactRequestSchema, inboxQuerySchema, inboxReadRequestSchema } from './contact';
import {
  outboxMessageSchema,
  outboxQuerySchema,
  retryMessageRequestSchema,
  staffCancelRequestSchema,
  unsubscribeQuerySchema,
} from './outbox';
import {
  auditEntrySchema,
  auditLogQuerySchema,
  changePasswordRequestSchema,
  sendPhoneCodeRequestSchema,
  verifyPhoneRequestSchema,
  confirmEmailRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  resetLinkRequestSchema,
  resetPasswordRequestSchema,
  securitySettingsSchema,
  staffLoginRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userExportSchema,
  readableExportSchema,
} from './account';
import {
  addClosureRequestSchema,
  addLeaveRequestSchema,
  adminAddLeaveRequestSchema,
  clinicHoursSchema,
  closureIdRequestSchema,
  closureSchema,
  doctorHoursRequestSchema,
  doctorScheduleSchema,
  leaveIdRequestSchema,
  leaveSchema,
  publicHoursSchema,
  slotsDaySchema,
  serviceSlotsRequestSchema,
  slotsRequestSchema,
} from './schedule';
import {
  adminSeriesRequestSchema,
  cancelSeriesAnswerSchema,
  cancelSeriesRequestSchema,
  doctorSeriesRequestSchema,
  seriesAnswerSchema,
} from './series';
import { receiptPdfSchema, receiptRequestSchema, receiptSchema } from './receipt';
import { verifyRazorpayRequestSchema } from './razorpay';
import { addStaffRequestSchema, removeStaffRequestSchema, staffMemberSchema } from './staff';
import { PAYMENT_PROVIDERS } from './values';

export type CallSpec = CallRoute & {
  /**
   * JSON body (POST) or query string (GET); multipart calls describe their text fields. A path with
   * `:name` parts takes them from the request instead (the path parameters), and has no query.
   */
  request?: z.ZodType;
  multipart?: boolean;
  response: z.ZodType;
};

const tokenResponse = successSchema({ token: z.string() });
const messageOnly = successSchema({});
/** Staff sign-in (decision 47): a doctor the clinic requires to use two-factor, not yet enrolled, is led to enrol. */
const staffTokenResponse = successSchema({ token: z.string(), twoFactorSetupRequired: z.boolean().optional() });
const twoFactorCalls = {
  status: successSchema({ twoFactor: twoFactorStatusSchema }),
  setup: successSchema({ setup: twoFactorSetupSchema }),
  /** A doctor signed in only to enrol gets a normal token with the codes, and carries on. */
  confirm: successSchema({ backupCodes: z.array(z.string()), token: z.string().optional() }),
};
const appointmentList = successSchema({
  appointments: z.array(appointmentSchema),
  /** Present only when the list was asked for a page (decision 21). */
  total: z.number().optional(),
  counts: statusCountsSchema.optional(),
});

/** Every call of spec section 7 plus the payment calls of decisions 10–11: one table for both sides. */
export const calls = {
  health: { ...CALL_ROUTES.health, response: successSchema({ database: z.literal('up') }) },
  doctorList: {
    ...CALL_ROUTES.doctorList,
    response: successSchema({
      doctors: z.array(doctorSchema),
      /** The clinic's IANA time zone (CLINIC_TZ): every slotDate and slotTime is a wall-clock time there. */
      clinicTz: z.string(),
    }),
  },
  /** Decision 40: the contact form reaches the clinic's Inbox; the answer's message is the spec's `Form submitted successfully!`. */
  contactSend: { ...CALL_ROUTES.contactSend, request: contactRequestSchema, response: messageOnly },
  /**
   * Decision 45: every day of the booking window, today first, with exactly the times a patient may book now
   * (the one rule of @clinic/shared/booking's schedule.ts, which booking re-checks).
   */
  doctorSlots: { ...CALL_ROUTES.doctorSlots, request: slotsRequestSchema, response: successSchema({ days: z.array(slotsDaySchema) }) },
  /**
   * Decision 57: the same days for a visit of one of the doctor's services, at its length (a 45-minute
   * hearing test fits where a consultation would not). A service the doctor does not offer is a 409.
   */
  serviceSlots: {
    ...CALL_ROUTES.serviceSlots,
    request: serviceSlotsRequestSchema,
    response: successSchema({ days: z.array(slotsDaySchema) }),
  },
  /** The clinic's weekly hours and the closures within the booking window, for the contact page and the footer. */
  clinicHours: { ...CALL_ROUTES.clinicHours, response: successSchema({ hours: publicHoursSchema }) },
  /** Decision 57: the clinic's services with each one's length in minutes and fee in rupees, in the clinic's order. */
  clinicServices: { ...CALL_ROUTES.clinicServices, response: successSchema({ services: z.array(clinicServiceSchema) }) },
  /** Decision 46: a reminder's unsubscribe link (signed, no login) stops reminders, never a booking's own messages. */
  unsubscribe: { ...CALL_ROUTES.unsubscribe, request: unsubscribeQuerySchema, response: messageOnly },
  /** RFC 8058 one-click unsubscribe: the mail client POSTs to the `List-Unsubscribe` address (token in the query). */
  unsubscribeOneClick: { ...CALL_ROUTES.unsubscribeOneClick, request: unsubscribeQuerySchema, response: messageOnly },

  userRegister: { ...CALL_ROUTES.userRegister, request: registerRequestSchema, response: tokenResponse },
  userLogin: { ...CALL_ROUTES.userLogin, request: loginRequestSchema, response: tokenResponse },
  userProfile: {
    ...CALL_ROUTES.userProfile,
    response: successSchema({ userData: userProfileSchema }),
  },
  userUpdateProfile: {
    ...CALL_ROUTES.userUpdateProfile,
    multipart: true,
    request: updateProfileFieldsSchema,
    response: messageOnly,
  },
  userBook: {
    ...CALL_ROUTES.userBook,
    request: bookAppointmentRequestSchema,
    response: successSchema({ appointmentId: z.string().optional() }),
  },
  userAppointments: {
    ...CALL_ROUTES.userAppointments,
    /** `cancelCutoffMinutes`: the clinic's cut-off, after which the patient cannot cancel online (decision 44). */
    response: appointmentList.extend({
      cancelCutoffMinutes: z.number().optional(),
      /** Decision 34: unpaid online bookings are released this long before their start (0 or absent: never). */
      holdReleaseMinutes: z.number().optional(),
      /** Decision 31: which provider Pay Online goes through, so the page makes the matching call. */
      paymentProvider: z.enum(PAYMENT_PROVIDERS).optional(),
    }),
  },
  userCancel: { ...CALL_ROUTES.userCancel, request: appointmentIdRequestSchema, response: messageOnly },
  /** Decision 34: "I am coming": the patient's unpaid booking is kept past the clinic's release time. */
  userKeepAppointment: { ...CALL_ROUTES.userKeepAppointment, request: appointmentIdRequestSchema, response: messageOnly },
  /** A reminder's "I am coming" (decision 34): the link's signed token names the appointment and is the permission. */
  userKeepAppointmentByLink: { ...CALL_ROUTES.userKeepAppointmentByLink, request: confirmEmailRequestSchema, response: messageOnly },
  /** Decision 48: the patient's own active appointment, to a time the doctor's slots offer, until the cancel cut-off. */
  userReschedule: { ...CALL_ROUTES.userReschedule, request: rescheduleRequestSchema, response: messageOnly },
  /** Decision 50: the patient cancels the rest of their own series, each session held to the cut-off. */
  userCancelSeries: {
    ...CALL_ROUTES.userCancelSeries,
    request: cancelSeriesRequestSchema,
    response: successSchema(cancelSeriesAnswerSchema.shape),
  },
  userPayment: {
    ...CALL_ROUTES.userPayment,
    request: paymentRequestSchema,
    response: successSchema({ session_url: z.string() }),
  },
  userVerifyPayment: {
    ...CALL_ROUTES.userVerifyPayment,
    request: verifyPaymentRequestSchema,
    response: successSchema({ payment: z.boolean() }),
  },
  /** Decision 31: `userPayment` through Razorpay (a Payment Link); 409 when the clinic takes payments another way. */
  userPaymentRazorpay: {
    ...CALL_ROUTES.userPaymentRazorpay,
    request: paymentRequestSchema,
    response: successSchema({ session_url: z.string() }),
  },
  /** Decision 31: the return from Razorpay's page, its signature checked and the link asked about (decision 11). */
  userVerifyRazorpay: {
    ...CALL_ROUTES.userVerifyRazorpay,
    request: verifyRazorpayRequestSchema,
    response: successSchema({ payment: z.boolean() }),
  },
  /** Decision 51: the receipt of the patient's own paid appointment; another's is "not found". */
  userReceipt: { ...CALL_ROUTES.userReceipt, request: receiptRequestSchema, response: successSchema({ receipt: receiptSchema }) },
  /** The same receipt as a PDF file (`application/pdf`, an attachment), not the envelope. */
  userReceiptPdf: { ...CALL_ROUTES.userReceiptPdf, request: receiptRequestSchema, response: receiptPdfSchema },
  /** Decision 47: the same answer whether or not the account exists; the link goes by e-mail. */
  userForgotPassword: { ...CALL_ROUTES.userForgotPassword, request: forgotPasswordRequestSchema, response: messageOnly },
  userResetPassword: { ...CALL_ROUTES.userResetPassword, request: resetPasswordRequestSchema, response: messageOnly },
  /** Decision 47: whether a reset link still works, without using it (the page shows the form only then). */
  userResetLinkCheck: { ...CALL_ROUTES.userResetLinkCheck, request: resetLinkRequestSchema, response: messageOnly },
  /** Every other session ends; the answer carries this device's new token. */
  userChangePassword: { ...CALL_ROUTES.userChangePassword, request: changePasswordRequestSchema, response: tokenResponse },
  userLogoutAll: { ...CALL_ROUTES.userLogoutAll, response: messageOnly },
  /** Decision 52: WhatsApp goes only to a phone the account proved with a code sent to it. */
  userSendPhoneCode: { ...CALL_ROUTES.userSendPhoneCode, request: sendPhoneCodeRequestSchema, response: messageOnly },
  userVerifyPhone: { ...CALL_ROUTES.userVerifyPhone, request: verifyPhoneRequestSchema, response: messageOnly },
  /** Decision 34: a link to the account's e-mail proves it; sent at sign-up, and again on asking (three an hour). */
  userSendEmailLink: { ...CALL_ROUTES.userSendEmailLink, response: messageOnly },
  /** The link's signed token is the permission, so it works on any device, signed in or not. */
  userConfirmEmail: { ...CALL_ROUTES.userConfirmEmail, request: confirmEmailRequestSchema, response: messageOnly },
  userExport: { ...CALL_ROUTES.userExport, response: successSchema({ data: userExportSchema }) },
  /** Decision 47: the same data as a self-contained HTML page (`text/html`, an attachment), not the envelope. */
  userExportReadable: { ...CALL_ROUTES.userExportReadable, response: readableExportSchema },
  userDeleteAccount: { ...CALL_ROUTES.userDeleteAccount, request: deleteAccountRequestSchema, response: messageOnly },

  adminLogin: { ...CALL_ROUTES.adminLogin, request: staffLoginRequestSchema, response: staffTokenResponse },
  adminDoctors: {
    ...CALL_ROUTES.adminDoctors,
    response: successSchema({ doctors: z.array(doctorProfileSchema) }),
  },
  /** A refusal with upcoming appointments and no `cancelAffected` is a 409 carrying `affected` (`affectedRefusalSchema`). */
  adminChangeAvailability: {
    ...CALL_ROUTES.adminChangeAvailability,
    request: doctorChangeRequestSchema,
    response: messageOnly,
  },
  /** How many upcoming active appointments a doctor has: asked before making them unavailable or deleting them. */
  adminDoctorUpcoming: {
    ...CALL_ROUTES.adminDoctorUpcoming,
    request: docIdRequestSchema,
    response: successSchema({ upcoming: z.number() }),
  },
  adminAppointments: {
    ...CALL_ROUTES.adminAppointments,
    request: appointmentListQuerySchema,
    response: appointmentList,
  },
  adminDashboard: {
    ...CALL_ROUTES.adminDashboard,
    response: successSchema({ dashData: adminDashboardSchema }),
  },
  adminDeleteDoctor: { ...CALL_ROUTES.adminDeleteDoctor, request: doctorChangeRequestSchema, response: messageOnly },
  adminCancel: {
    ...CALL_ROUTES.adminCancel,
    request: staffCancelRequestSchema,
    response: messageOnly,
  },
  adminNoShow: { ...CALL_ROUTES.adminNoShow, request: appointmentIdRequestSchema, response: messageOnly },
  /** Decision 34: staff keep an unpaid online booking past the clinic's release time (the patient rang, say). */
  adminKeepAppointment: { ...CALL_ROUTES.adminKeepAppointment, request: appointmentIdRequestSchema, response: messageOnly },
  /** Decision 48: any active appointment, to a time its doctor's slots offer, whatever the cut-off. */
  adminReschedule: { ...CALL_ROUTES.adminReschedule, request: rescheduleRequestSchema, response: messageOnly },
  /** Decision 50: a weekly series for a patient with any doctor; the plan, or (confirmed) the dates booked at once. */
  adminBookSeries: { ...CALL_ROUTES.adminBookSeries, request: adminSeriesRequestSchema, response: successSchema(seriesAnswerSchema.shape) },
  adminAddDoctor: {
    ...CALL_ROUTES.adminAddDoctor,
    multipart: true,
    request: addDoctorFieldsSchema,
    response: messageOnly,
  },
  adminUpdateDoctor: {
    ...CALL_ROUTES.adminUpdateDoctor,
    multipart: true,
    request: updateDoctorFieldsSchema,
    response: messageOnly,
  },
  adminPatients: {
    ...CALL_ROUTES.adminPatients,
    request: patientListQuerySchema,
    response: successSchema({ patients: z.array(patientSummarySchema), total: z.number() }),
  },
  adminPatientAppointments: {
    ...CALL_ROUTES.adminPatientAppointments,
    request: patientIdRequestSchema,
    /** Newest first. */
    response: successSchema({ appointments: z.array(appointmentSchema) }),
  },
  adminBlockPatient: {
    ...CALL_ROUTES.adminBlockPatient,
    request: blockPatientRequestSchema,
    response: messageOnly,
  },
  adminCancelPatientAppointments: {
    ...CALL_ROUTES.adminCancelPatientAppointments,
    request: patientIdRequestSchema,
    response: successSchema({ cancelled: z.number() }),
  },
  adminInbox: {
    ...CALL_ROUTES.adminInbox,
    request: inboxQuerySchema,
    /** Newest first; `unread` counts the whole Inbox, not the page. */
    response: successSchema({ messages: z.array(contactMessageSchema), total: z.number(), unread: z.number() }),
  },
  adminInboxRead: { ...CALL_ROUTES.adminInboxRead, request: inboxReadRequestSchema, response: messageOnly },
  /** Decision 46: every message kept, newest first; `state` filters. */
  adminOutbox: {
    ...CALL_ROUTES.adminOutbox,
    request: outboxQuerySchema,
    response: successSchema({ messages: z.array(outboxMessageSchema), total: z.number() }),
  },
  /** A failed message queued again, to go now. */
  adminRetryMessage: { ...CALL_ROUTES.adminRetryMessage, request: retryMessageRequestSchema, response: messageOnly },
  /** Decision 47: e-mails the doctor a reset link (30 minutes, single use); the admin never sees it. */
  adminSendDoctorReset: { ...CALL_ROUTES.adminSendDoctorReset, request: docIdRequestSchema, response: messageOnly },
  adminAuditLog: {
    ...CALL_ROUTES.adminAuditLog,
    request: auditLogQuerySchema,
    response: successSchema({ entries: z.array(auditEntrySchema), total: z.number() }),
  },
  adminSecuritySettings: { ...CALL_ROUTES.adminSecuritySettings, response: successSchema({ settings: securitySettingsSchema }) },
  adminSetSecuritySettings: { ...CALL_ROUTES.adminSetSecuritySettings, request: securitySettingsSchema, response: messageOnly },
  adminTwoFactor: { ...CALL_ROUTES.adminTwoFactor, response: twoFactorCalls.status },
  adminTwoFactorSetup: { ...CALL_ROUTES.adminTwoFactorSetup, response: twoFactorCalls.setup },
  adminTwoFactorConfirm: { ...CALL_ROUTES.adminTwoFactorConfirm, request: twoFactorCodeRequestSchema, response: twoFactorCalls.confirm },
  adminTwoFactorDisable: { ...CALL_ROUTES.adminTwoFactorDisable, request: twoFactorDisableRequestSchema, response: messageOnly },
  /** Decision 55: the owner's Staff page. */
  adminStaff: { ...CALL_ROUTES.adminStaff, response: successSchema({ staff: z.array(staffMemberSchema) }) },
  adminAddStaff: { ...CALL_ROUTES.adminAddStaff, request: addStaffRequestSchema, response: successSchema({ staffId: z.string() }) },
  adminRemoveStaff: { ...CALL_ROUTES.adminRemoveStaff, request: removeStaffRequestSchema, response: messageOnly },
  adminClinicHours: { ...CALL_ROUTES.adminClinicHours, response: successSchema({ hours: clinicHoursSchema }) },
  /** Narrowing the hours over active appointments is a 409 with `affected`, unless `cancelAffected` (decision 44). */
  adminSetClinicHours: {
    ...CALL_ROUTES.adminSetClinicHours,
    request: clinicHoursSchema.extend({ cancelAffected: z.boolean().optional() }),
    response: messageOnly,
  },
  /** Decision 57: a service's length and fee; the next bookings of it take them. */
  adminUpdateService: { ...CALL_ROUTES.adminUpdateService, request: updateServiceRequestSchema, response: messageOnly },
  /** Today's and later closures, soonest first. */
  adminClosures: { ...CALL_ROUTES.adminClosures, response: successSchema({ closures: z.array(closureSchema) }) },
  adminAddClosure: { ...CALL_ROUTES.adminAddClosure, request: addClosureRequestSchema, response: successSchema({ closureId: z.string() }) },
  adminDeleteClosure: { ...CALL_ROUTES.adminDeleteClosure, request: closureIdRequestSchema, response: messageOnly },
  adminDoctorSchedule: {
    ...CALL_ROUTES.adminDoctorSchedule,
    request: docIdRequestSchema,
    response: successSchema({ schedule: doctorScheduleSchema }),
  },
  adminDoctorHours: { ...CALL_ROUTES.adminDoctorHours, request: doctorHoursRequestSchema, response: messageOnly },
  adminAddLeave: { ...CALL_ROUTES.adminAddLeave, request: adminAddLeaveRequestSchema, response: successSchema({ leave: leaveSchema }) },
  adminDeleteLeave: { ...CALL_ROUTES.adminDeleteLeave, request: leaveIdRequestSchema, response: messageOnly },

  doctorLogin: { ...CALL_ROUTES.doctorLogin, request: staffLoginRequestSchema, response: staffTokenResponse },
  doctorAppointments: {
    ...CALL_ROUTES.doctorAppointments,
    request: appointmentListQuerySchema,
    response: appointmentList,
  },
  doctorProfile: {
    ...CALL_ROUTES.doctorProfile,
    /** `upcomingAppointments`: active ones not yet started, which stay booked when the doctor turns unavailable. */
    response: successSchema({ profileData: doctorProfileSchema, upcomingAppointments: z.number() }),
  },
  doctorCancel: {
    ...CALL_ROUTES.doctorCancel,
    request: staffCancelRequestSchema,
    response: messageOnly,
  },
  doctorComplete: {
    ...CALL_ROUTES.doctorComplete,
    request: appointmentIdRequestSchema,
    response: messageOnly,
  },
  doctorNoShow: { ...CALL_ROUTES.doctorNoShow, request: appointmentIdRequestSchema, response: messageOnly },
  /** Decision 34: the doctor keeps an unpaid online booking of their own past the clinic's release time. */
  doctorKeepAppointment: { ...CALL_ROUTES.doctorKeepAppointment, request: appointmentIdRequestSchema, response: messageOnly },
  /** Decision 48: one of the doctor's own active appointments, to another time of theirs the slots offer. */
  doctorReschedule: { ...CALL_ROUTES.doctorReschedule, request: rescheduleRequestSchema, response: messageOnly },
  /** Decision 50: a weekly series for a patient with the doctor themselves. */
  doctorBookSeries: {
    ...CALL_ROUTES.doctorBookSeries,
    request: doctorSeriesRequestSchema,
    response: successSchema(seriesAnswerSchema.shape),
  },
  doctorDashboard: {
    ...CALL_ROUTES.doctorDashboard,
    response: successSchema({ dashData: doctorDashboardSchema }),
  },
  doctorUpdateProfile: {
    ...CALL_ROUTES.doctorUpdateProfile,
    request: doctorProfileUpdateSchema,
    response: messageOnly,
  },
  /** The doctor's own week (and what it leaves inside the clinic's hours) and their leave from today on. */
  doctorLeave: { ...CALL_ROUTES.doctorLeave, response: successSchema({ schedule: doctorScheduleSchema }) },
  doctorAddLeave: { ...CALL_ROUTES.doctorAddLeave, request: addLeaveRequestSchema, response: successSchema({ leave: leaveSchema }) },
  doctorDeleteLeave: { ...CALL_ROUTES.doctorDeleteLeave, request: leaveIdRequestSchema, response: messageOnly },
  doctorForgotPassword: { ...CALL_ROUTES.doctorForgotPassword, request: forgotPasswordRequestSchema, response: messageOnly },
  doctorResetPassword: { ...CALL_ROUTES.doctorResetPassword, request: resetPasswordRequestSchema, response: messageOnly },
  doctorResetLinkCheck: { ...CALL_ROUTES.doctorResetLinkCheck, request: resetLinkRequestSchema, response: messageOnly },
  doctorChangePassword: { ...CALL_ROUTES.doctorChangePassword, request: changePasswordRequestSchema, response: tokenResponse },
  doctorLogoutAll: { ...CALL_ROUTES.doctorLogoutAll, response: messageOnly },
  doctorTwoFactor: { ...CALL_ROUTES.doctorTwoFactor, response: twoFactorCalls.status },
  doctorTwoFactorSetup: { ...CALL_ROUTES.doctorTwoFactorSetup, response: twoFactorCalls.setup },
  doctorTwoFactorConfirm: { ...CALL_ROUTES.doctorTwoFactorConfirm, request: twoFactorCodeRequestSchema, response: twoFactorCalls.confirm },
  doctorTwoFactorDisable: { ...CALL_ROUTES.doctorTwoFactorDisable, request: twoFactorDisableRequestSchema, response: messageOnly },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;
/** The success shape of a call, as the client hands it to a screen. */
export type CallResponse<N extends CallName> = z.infer<(typeof calls)[N]['response']>;

// Spread over a union of specs, so a call picked at run time (`isAdmin ? 'adminLogin' : 'doctorLogin'`)
// takes what any of them takes.
type RequestOf<S> = S extends { multipart: true } ? FormData : S extends { request: infer R extends z.ZodType } ? z.input<R> : undefined;

/**
 * What a call is sent, as the caller writes it (before the api's parsing): the JSON body or query of its
 * request schema, the FormData of a multipart call (its text fields and the picture), `undefined` for a
 * call that takes nothing.
 */
export type CallRequest<N extends CallName> = RequestOf<(typeof calls)[N]>;

/** The calls that take nothing: the only ones the client lets a caller make without a payload. */
export type CallWithoutRequest = { [N in CallName]: CallRequest<N> extends undefined ? N : never }[CallName];
