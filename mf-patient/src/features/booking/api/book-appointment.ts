import { callApi } from '@clinic/shared/api-client';
import type { BookAppointmentRequest } from '@clinic/shared/contract';

export const bookAppointment = (request: BookAppointmentRequest) => callApi('userBook', request);
