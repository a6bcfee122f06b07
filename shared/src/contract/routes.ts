// Where each call of the contract goes and whose token it needs, without its schemas: all the shared
// client needs to make a call, so loading the client does not load zod. calls.ts adds the schemas.

/** Which sign-in a call takes; the name is also the request header that carries that sign-in's token. */
export type CallAuth = 'none' | 'token' | 'atoken' | 'dtoken';

interface CallPlace {
  method: 'GET' | 'POST';
  path: string;
}
/**
 * A call open to anyone, or one behind a sign-in; the permission a protected call needs is in
 * call-permissions.ts (decision 55), apart from these tables.
 */
export type CallRoute = CallPlace & { auth: CallAuth };

/**
 * The calls a page may make before any member of staff has signed in: the public site's, the patient's and
 * the staff sign-in's. Every page downloads this table (the shared client reads it); the calls behind a
 * staff token are in staff-routes.ts, which the client fetches with the first of them (decision 55).
 */
export const PAGE_ROUTES = {
  health: { method: 'GET', path: '/api/health', auth: 'none' },
  doctorList: { method: 'GET', path: '/api/doctor/list', auth: 'none' },
  contactSend: { method: 'POST', path: '/api/contact', auth: 'none' },
  doctorSlots: { method: 'GET', path: '/api/doctor/slots/:docId', auth: 'none' },
  serviceSlots: { method: 'GET', path: '/api/doctor/slots/:docId/:serviceId', auth: 'none' },
  clinicHours: { method: 'GET', path: '/api/clinic/hours', auth: 'none' },
  clinicServices: { method: 'GET', path: '/api/clinic/services', auth: 'none' },
  unsubscribe: { method: 'GET', path: '/api/unsubscribe', auth: 'none' },
  unsubscribeOneClick: { method: 'POST', path: '/api/unsubscribe', auth: 'none' },

  userRegister: { method: 'POST', path: '/api/user/register', auth: 'none' },
  userLogin: { method: 'POST', path: '/api/user/login', auth: 'none' },
  userProfile: { method: 'GET', path: '/api/user/get-profile', auth: 'token' },
  userUpdateProfile: { method: 'POST', path: '/api/user/update-profile', auth: 'token' },
  userBook: { method: 'POST', path: '/api/user/book-appointment', auth: 'token' },
  userAppointments: { method: 'GET', path: '/api/user/appointments', auth: 'token' },
  userCancel: { method: 'POST', path: '/api/user/cancel-appointment', auth: 'token' },
  userKeepAppointment: { method: 'POST', path: '/api/user/keep-appointment', auth: 'token' },
  userKeepAppointmentByLink: { method: 'POST', path: '/api/user/keep-appointment/link', auth: 'none' },
  userReschedule: { method: 'POST', path: '/api/user/reschedule-appointment', auth: 'token' },
  userCancelSeries: { method: 'POST', path: '/api/user/cancel-series', auth: 'token' },
  userPayment: { method: 'POST', path: '/api/user/payment-stripe', auth: 'token' },
  userVerifyPayment: { method: 'POST', path: '/api/user/verifyStripe', auth: 'token' },
  userPaymentRazorpay: { method: 'POST', path: '/api/user/payment-razorpay', auth: 'token' },
  userVerifyRazorpay: { method: 'POST', path: '/api/user/verifyRazorpay', auth: 'token' },
  userReceipt: { method: 'GET', path: '/api/user/receipt/:appointmentId', auth: 'token' },
  userReceiptPdf: { method: 'GET', path: '/api/user/receipt/:appointmentId/pdf', auth: 'token' },
  userForgotPassword: { method: 'POST', path: '/api/user/forgot-password', auth: 'none' },
  userResetPassword: { method: 'POST', path: '/api/user/reset-password', auth: 'none' },
  userResetLinkCheck: { method: 'POST', path: '/api/user/reset-password/check', auth: 'none' },
  userChangePassword: { method: 'POST', path: '/api/user/change-password', auth: 'token' },
  userLogoutAll: { method: 'POST', path: '/api/user/logout-all', auth: 'token' },
  userSendPhoneCode: { method: 'POST', path: '/api/user/phone/send-code', auth: 'token' },
  userVerifyPhone: { method: 'POST', path: '/api/user/phone/verify', auth: 'token' },
  userSendEmailLink: { method: 'POST', path: '/api/user/email/send-link', auth: 'token' },
  userConfirmEmail: { method: 'POST', path: '/api/user/email/confirm', auth: 'none' },
  userExport: { method: 'GET', path: '/api/user/export', auth: 'token' },
  userExportReadable: { method: 'GET', path: '/api/user/export/readable', auth: 'token' },
  userDeleteAccount: { method: 'POST', path: '/api/user/delete-account', auth: 'token' },

  adminLogin: { method: 'POST', path: '/api/admin/login', auth: 'none' },

  doctorLogin: { method: 'POST', path: '/api/doctor/login', auth: 'none' },
  doctorForgotPassword: { method: 'POST', path: '/api/doctor/forgot-password', auth: 'none' },
  doctorResetPassword: { method: 'POST', path: '/api/doctor/reset-password', auth: 'none' },
  doctorResetLinkCheck: { method: 'POST', path: '/api/doctor/reset-password/check', auth: 'none' },
} as const satisfies Record<string, CallRoute>;
