import { z } from 'zod';
import { successSchema } from './envelope';
import {
  addDoctorFieldsSchema,
  docIdRequestSchema,
  doctorProfileSchema,
  doctorProfileUpdateSchema,
  doctorSchema,
} from './doctor';
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

/** Who may make a call; the name is also the request header that carries that role's token. */
export type CallAuth = 'none' | 'token' | 'atoken' | 'dtoken';

export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  auth: CallAuth;
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
  health: { method: 'GET', path: '/api/health', auth: 'none', response: successSchema({ database: z.literal('up') }) },
  doctorList: {
    method: 'GET',
    path: '/api/doctor/list',
    auth: 'none',
    response: successSchema({ doctors: z.array(doctorSchema) }),
  },

  userRegister: { method: 'POST', path: '/api/user/register', auth: 'none', request: registerRequestSchema, response: tokenResponse },
  userLogin: { method: 'POST', path: '/api/user/login', auth: 'none', request: loginRequestSchema, response: tokenResponse },
  userProfile: {
    method: 'GET',
    path: '/api/user/get-profile',
    auth: 'token',
    response: successSchema({ userData: userProfileSchema }),
  },
  userUpdateProfile: {
    method: 'POST',
    path: '/api/user/update-profile',
    auth: 'token',
    multipart: true,
    request: updateProfileFieldsSchema,
    response: messageOnly,
  },
  userBook: {
    method: 'POST',
    path: '/api/user/book-appointment',
    auth: 'token',
    request: bookAppointmentRequestSchema,
    response: successSchema({ appointmentId: z.string().optional() }),
  },
  userAppointments: { method: 'GET', path: '/api/user/appointments', auth: 'token', response: appointmentList },
  userCancel: { method: 'POST', path: '/api/user/cancel-appointment', auth: 'token', request: appointmentIdRequestSchema, response: messageOnly },
  userPayment: {
    method: 'POST',
    path: '/api/user/payment-stripe',
    auth: 'token',
    request: paymentRequestSchema,
    response: successSchema({ session_url: z.string() }),
  },
  userVerifyPayment: {
    method: 'POST',
    path: '/api/user/verifyStripe',
    auth: 'token',
    request: verifyPaymentRequestSchema,
    response: successSchema({ payment: z.boolean() }),
  },

  adminLogin: { method: 'POST', path: '/api/admin/login', auth: 'none', request: loginRequestSchema, response: tokenResponse },
  adminDoctors: {
    method: 'GET',
    path: '/api/admin/all-doctors',
    auth: 'atoken',
    response: successSchema({ doctors: z.array(doctorProfileSchema) }),
  },
  adminChangeAvailability: {
    method: 'POST',
    path: '/api/admin/change-availability',
    auth: 'atoken',
    request: docIdRequestSchema,
    response: messageOnly,
  },
  adminAppointments: {
    method: 'GET',
    path: '/api/admin/appointments',
    auth: 'atoken',
    request: appointmentListQuerySchema,
    response: appointmentList,
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: 'atoken',
    response: successSchema({ dashData: adminDashboardSchema }),
  },
  adminDeleteDoctor: { method: 'POST', path: '/api/admin/delete-doctor', auth: 'atoken', request: docIdRequestSchema, response: messageOnly },
  adminCancel: {
    method: 'POST',
    path: '/api/admin/cancel-appointment',
    auth: 'atoken',
    request: appointmentIdRequestSchema,
    response: messageOnly,
  },
  adminAddDoctor: {
    method: 'POST',
    path: '/api/admin/add-doctor',
    auth: 'atoken',
    multipart: true,
    request: addDoctorFieldsSchema,
    response: messageOnly,
  },

  doctorLogin: { method: 'POST', path: '/api/doctor/login', auth: 'none', request: loginRequestSchema, response: tokenResponse },
  doctorAppointments: {
    method: 'GET',
    path: '/api/doctor/appointments',
    auth: 'dtoken',
    request: appointmentListQuerySchema,
    response: appointmentList,
  },
  doctorProfile: {
    method: 'GET',
    path: '/api/doctor/profile',
    auth: 'dtoken',
    response: successSchema({ profileData: doctorProfileSchema }),
  },
  doctorCancel: {
    method: 'POST',
    path: '/api/doctor/cancel-appointment',
    auth: 'dtoken',
    request: appointmentIdRequestSchema,
    response: messageOnly,
  },
  doctorComplete: {
    method: 'POST',
    path: '/api/doctor/complete-appointment',
    auth: 'dtoken',
    request: appointmentIdRequestSchema,
    response: messageOnly,
  },
  doctorDashboard: {
    method: 'GET',
    path: '/api/doctor/dashboard',
    auth: 'dtoken',
    response: successSchema({ dashData: doctorDashboardSchema }),
  },
  doctorUpdateProfile: {
    method: 'POST',
    path: '/api/doctor/update-profile',
    auth: 'dtoken',
    request: doctorProfileUpdateSchema,
    response: messageOnly,
  },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;
/** The success shape of a call, as the client hands it to a screen. */
export type CallResponse<N extends CallName> = z.infer<(typeof calls)[N]['response']>;
