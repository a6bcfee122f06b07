// Where each call of the contract goes and whose token it needs, without its schemas: all the shared
// client needs to make a call, so loading the client does not load zod. calls.ts adds the schemas.

/** Who may make a call; the name is also the request header that carries that role's token. */
export type CallAuth = 'none' | 'token' | 'atoken' | 'dtoken';

export interface CallRoute {
  method: 'GET' | 'POST';
  path: string;
  auth: CallAuth;
}

export const CALL_ROUTES = {
  health: { method: 'GET', path: '/api/health', auth: 'none' },
  doctorList: { method: 'GET', path: '/api/doctor/list', auth: 'none' },
  contactSend: { method: 'POST', path: '/api/contact', auth: 'none' },
  doctorSlots: { method: 'GET', path: '/api/doctor/slots/:docId', auth: 'none' },
  clinicHours: { method: 'GET', path: '/api/clinic/hours', auth: 'none' },
  unsubscribe: { method: 'GET', path: '/api/unsubscribe', auth: 'none' },
  unsubscribeOneClick: { method: 'POST', path: '/api/unsubscribe', auth: 'none' },

  userRegister: { method: 'POST', path: '/api/user/register', auth: 'none' },
  userLogin: { method: 'POST', path: '/api/user/login', auth: 'none' },
  userProfile: { method: 'GET', path: '/api/user/get-profile', auth: 'token' },
  userUpdateProfile: { method: 'POST', path: '/api/user/update-profile', auth: 'token' },
  userBook: { method: 'POST', path: '/api/user/book-appointment', auth: 'token' },
  userAppointments: { method: 'GET', path: '/api/user/appointments', auth: 'token' },
  userCancel: { method: 'POST', path: '/api/user/cancel-appointment', auth: 'token' },
  userPayment: { method: 'POST', path: '/api/user/payment-stripe', auth: 'token' },
  userVerifyPayment: { method: 'POST', path: '/api/user/verifyStripe', auth: 'token' },

  adminLogin: { method: 'POST', path: '/api/admin/login', auth: 'none' },
  adminDoctors: { method: 'GET', path: '/api/admin/all-doctors', auth: 'atoken' },
  adminChangeAvailability: { method: 'POST', path: '/api/admin/change-availability', auth: 'atoken' },
  adminDoctorUpcoming: { method: 'GET', path: '/api/admin/doctor-upcoming', auth: 'atoken' },
  adminAppointments: { method: 'GET', path: '/api/admin/appointments', auth: 'atoken' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard', auth: 'atoken' },
  adminDeleteDoctor: { method: 'POST', path: '/api/admin/delete-doctor', auth: 'atoken' },
  adminCancel: { method: 'POST', path: '/api/admin/cancel-appointment', auth: 'atoken' },
  adminNoShow: { method: 'POST', path: '/api/admin/no-show-appointment', auth: 'atoken' },
  adminAddDoctor: { method: 'POST', path: '/api/admin/add-doctor', auth: 'atoken' },
  adminUpdateDoctor: { method: 'POST', path: '/api/admin/update-doctor', auth: 'atoken' },
  adminPatients: { method: 'GET', path: '/api/admin/patients', auth: 'atoken' },
  adminPatientAppointments: { method: 'GET', path: '/api/admin/patient-appointments', auth: 'atoken' },
  adminBlockPatient: { method: 'POST', path: '/api/admin/block-patient', auth: 'atoken' },
  adminCancelPatientAppointments: { method: 'POST', path: '/api/admin/cancel-patient-appointments', auth: 'atoken' },
  adminInbox: { method: 'GET', path: '/api/admin/inbox', auth: 'atoken' },
  adminInboxRead: { method: 'POST', path: '/api/admin/inbox-read', auth: 'atoken' },
  adminClinicHours: { method: 'GET', path: '/api/admin/clinic-hours', auth: 'atoken' },
  adminSetClinicHours: { method: 'POST', path: '/api/admin/clinic-hours', auth: 'atoken' },
  adminClosures: { method: 'GET', path: '/api/admin/closures', auth: 'atoken' },
  adminAddClosure: { method: 'POST', path: '/api/admin/add-closure', auth: 'atoken' },
  adminDeleteClosure: { method: 'POST', path: '/api/admin/delete-closure', auth: 'atoken' },
  adminDoctorSchedule: { method: 'GET', path: '/api/admin/doctor-schedule', auth: 'atoken' },
  adminDoctorHours: { method: 'POST', path: '/api/admin/doctor-hours', auth: 'atoken' },
  adminAddLeave: { method: 'POST', path: '/api/admin/add-leave', auth: 'atoken' },
  adminDeleteLeave: { method: 'POST', path: '/api/admin/delete-leave', auth: 'atoken' },
  adminOutbox: { method: 'GET', path: '/api/admin/outbox', auth: 'atoken' },
  adminRetryMessage: { method: 'POST', path: '/api/admin/retry-message', auth: 'atoken' },

  doctorLogin: { method: 'POST', path: '/api/doctor/login', auth: 'none' },
  doctorAppointments: { method: 'GET', path: '/api/doctor/appointments', auth: 'dtoken' },
  doctorProfile: { method: 'GET', path: '/api/doctor/profile', auth: 'dtoken' },
  doctorCancel: { method: 'POST', path: '/api/doctor/cancel-appointment', auth: 'dtoken' },
  doctorComplete: { method: 'POST', path: '/api/doctor/complete-appointment', auth: 'dtoken' },
  doctorNoShow: { method: 'POST', path: '/api/doctor/no-show-appointment', auth: 'dtoken' },
  doctorDashboard: { method: 'GET', path: '/api/doctor/dashboard', auth: 'dtoken' },
  doctorUpdateProfile: { method: 'POST', path: '/api/doctor/update-profile', auth: 'dtoken' },
  doctorLeave: { method: 'GET', path: '/api/doctor/leave', auth: 'dtoken' },
  doctorAddLeave: { method: 'POST', path: '/api/doctor/add-leave', auth: 'dtoken' },
  doctorDeleteLeave: { method: 'POST', path: '/api/doctor/delete-leave', auth: 'dtoken' },
} as const satisfies Record<string, CallRoute>;
