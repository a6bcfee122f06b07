import { callApi } from '@clinic/shared/api-client';

export const fetchMyAppointments = () => callApi('userAppointments');
export const cancelAppointment = (appointmentId: string) => callApi('userCancel', { appointmentId });
export const startPayment = (appointmentId: string) => callApi('userPayment', { appointmentId });
