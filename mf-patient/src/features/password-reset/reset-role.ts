/**
 * One pair of pages serves both roles (decision 47): `/forgot-password` and `/reset-password` are a patient's,
 * `?role=doctor` makes them a doctor's. The admin's password lives in the environment, so has no reset.
 */
export type ResetRole = 'patient' | 'doctor';

export const resetRoleFrom = (params: URLSearchParams): ResetRole => (params.get('role') === 'doctor' ? 'doctor' : 'patient');

export const FORGOT_CALL = { patient: 'userForgotPassword', doctor: 'doctorForgotPassword' } as const;
export const RESET_CALL = { patient: 'userResetPassword', doctor: 'doctorResetPassword' } as const;
/** Asks whether the link still works without using it (decision 47). */
export const CHECK_CALL = { patient: 'userResetLinkCheck', doctor: 'doctorResetLinkCheck' } as const;

/** Where each role signs in: the patient form opened on "Login", or the staff login. */
export const SIGN_IN_PATH: Record<ResetRole, string> = { patient: '/login?mode=login', doctor: '/admin-login?role=doctor' };

/** The token each role's session is kept under; a reset ends every session, this device's too. */
export const TOKEN_KEY = { patient: 'token', doctor: 'dToken' } as const;

export const forgotPasswordPath = (role: ResetRole) => (role === 'doctor' ? '/forgot-password?role=doctor' : '/forgot-password');

/**
 * The api refuses a reset either for the link (expired, used, not valid) or for the password chosen (too
 * common); the envelope has no field, so the link's refusals are told apart by what they are about, in
 * whichever language the api worded them (decision 32).
 */
export const isLinkRefusal = (message: string) => /\blink\b|लिंक|ಲಿಂಕ್/i.test(message);
