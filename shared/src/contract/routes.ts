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
  adminAppointments: { method: 'GET', path: '/api/admin/appointments', auth: 'atoken' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard', auth: 'atoken' },
  adminDeleteDoctor: { method: 'POST', path: '/api/admin/delete-doctor', auth: 'atoken' },
  adminCancel: { method: 'POST', path: '/api/admin/cancel-appointment', auth: 'atoken' },
  adminAddDoctor: { method: 'POST', path: '/api/admin/add-doctor', auth: 'atoken' },
  adminPatients: { method: 'GET', path: '/api/admin/patients', auth: 'atoken' },
  adminPatientAppointments: { method: 'GET', path: '/api/admin/patient-appointments', auth: 'atoken' },
  adminBlockPatient: { method: 'POST', path: '/api/admin/block-patient', auth: 'atoken' },
  adminCancelPatientAppointments: { method: 'POST', path: '/api/admin/cancel-patient-appointments', auth: 'atoken' },

  doctorLogin: { method: 'POST', path: '/api/doctor/login', auth: 'none' },
  doctorAppointments: { method: 'GET', path: '/api/doctor/appointments', auth: 'dtoken' },
  doctorProfile: { method: 'GET', path: '/api/doctor/profile', auth: 'dtoken' },
  doctorCancel: { method: 'POST', path: '/api/doctor/cancel-appointment', auth: 'dtoken' },
  doctorComplete: { method: 'POST', path: '/api/doctor/complete-appointment', auth: 'dtoken' },
  doctorDashboard: { method: 'GET', path: '/api/doctor/dashboard', auth: 'dtoken' },
  doctorUpdateProfile: { method: 'POST', path: '/api/doctor/update-profile', auth: 'dtoken' },
} as const satisfies Record<string, CallRoute>;
