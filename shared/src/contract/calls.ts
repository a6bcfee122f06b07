import { z } from 'zod';
import { successSchema } from './envelope';
import { CALL_ROUTES, type CallRoute } from './routes';
import { addDoctorFieldsSchema, docIdRequestSchema, doctorProfileSchema, doctorProfileUpdateSchema, doctorSchema } from './doctor';
import { loginRequestSchema, registerRequestSchema, updateProfileFieldsSchema, userProfileSchema } from './user';
import {
  appointmentIdRequestSchema,
  appointmentListQuerySchema,
  appointmentSchema,
  bookAppointmentRequestSchema,
  paymentRequestSchema,
  statusCountsSchema,
  verifyPaymentRequestSchema,
} from './appointment';
import { adminDashboardSchema, doctorDashboardSchema } from './dashboard';
import { blockPatientRequestSchema, patientIdRequestSchema, patientListQuerySchema, patientSummarySchema } from './patient-admin';

export interface CallSpec extends CallRoute {
  /** JSON body (POST) or query string (GET); multipart calls describe their text fields. */
  request?: z.ZodType;
  multipart?: boolean;
  response: z.ZodType;
}

const tokenResponse = successSchema({ token: z.string() });
const messageOnly = successSchema({});
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
  userAppointments: { ...CALL_ROUTES.userAppointments, response: appointmentList },
  userCancel: { ...CALL_ROUTES.userCancel, request: appointmentIdRequestSchema, response: messageOnly },
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

  adminLogin: { ...CALL_ROUTES.adminLogin, request: loginRequestSchema, response: tokenResponse },
  adminDoctors: {
    ...CALL_ROUTES.adminDoctors,
    response: successSchema({ doctors: z.array(doctorProfileSchema) }),
  },
  adminChangeAvailability: {
    ...CALL_ROUTES.adminChangeAvailability,
    request: docIdRequestSchema,
    response: messageOnly,
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
  adminDeleteDoctor: { ...CALL_ROUTES.adminDeleteDoctor, request: docIdRequestSchema, response: messageOnly },
  adminCancel: {
    ...CALL_ROUTES.adminCancel,
    request: appointmentIdRequestSchema,
    response: messageOnly,
  },
  adminAddDoctor: {
    ...CALL_ROUTES.adminAddDoctor,
    multipart: true,
    request: addDoctorFieldsSchema,
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

  doctorLogin: { ...CALL_ROUTES.doctorLogin, request: loginRequestSchema, response: tokenResponse },
  doctorAppointments: {
    ...CALL_ROUTES.doctorAppointments,
    request: appointmentListQuerySchema,
    response: appointmentList,
  },
  doctorProfile: {
    ...CALL_ROUTES.doctorProfile,
    response: successSchema({ profileData: doctorProfileSchema }),
  },
  doctorCancel: {
    ...CALL_ROUTES.doctorCancel,
    request: appointmentIdRequestSchema,
    response: messageOnly,
  },
  doctorComplete: {
    ...CALL_ROUTES.doctorComplete,
    request: appointmentIdRequestSchema,
    response: messageOnly,
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
