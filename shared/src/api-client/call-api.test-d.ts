// Compiled by shared's typecheck (tsc -p .), never run (jest runs *.test.ts only): each `@ts-expect-error`
// line is a payload the contract refuses, and fails the typecheck the day it compiles.
import type { CallRequest } from '@clinic/shared/contract';
import { callApi } from './client';

const booking = { docId: 'd1', slotDate: '5_6_2030', slotTime: '10:00', userData: { name: 'Asha', phone: '98450 12345' } };
const profileForm = new FormData();

export async function rightPayloadsCompile() {
  await callApi('doctorList');
  await callApi('userProfile', undefined, { timeout: 1_000 });
  await callApi('userBook', booking);
  await callApi('userBook', { ...booking, userData: { ...booking.userData, age: '', email: '', message: 'First visit' } });
  await callApi('userUpdateProfile', profileForm);
  // A query string carries numbers as text: either is accepted.
  await callApi('adminAppointments', { page: 2, limit: '20', status: 'active' });
  await callApi('doctorUpdateProfile', { address: { line1: 'a', line2: 'b' }, fees: '500', about: '', available: true });
  await callApi('userVerifyPayment', { success: 'true', appointmentId: 'a1' });
  // A call picked at run time takes what each of them takes.
  const role = Math.random() < 0.5 ? 'adminLogin' : 'doctorLogin';
  await callApi(role, { email: 'a@b.c', password: 'secret' });

  const answer = await callApi('userLogin', { email: 'a@b.c', password: 'secret' });
  if (answer.success) answer.token satisfies string;
}

export async function wrongPayloadsDoNotCompile() {
  // @ts-expect-error a required field is missing
  await callApi('userBook', { docId: 'd1', slotDate: '5_6_2030', slotTime: '10:00' });
  // @ts-expect-error a field of the wrong type
  await callApi('userCancel', { appointmentId: 42 });
  // @ts-expect-error a value outside the enum
  await callApi('adminAppointments', { status: 'pending' });
  // @ts-expect-error a field the call does not take
  await callApi('userLogin', { email: 'a@b.c', password: 'secret', role: 'admin' });
  // @ts-expect-error a call with a request cannot be made without it
  await callApi('userCancel');
  // @ts-expect-error a call that takes nothing is sent nothing
  await callApi('doctorList', { page: 1 });
  // @ts-expect-error a multipart call is sent a FormData, not JSON
  await callApi('adminAddDoctor', { name: 'Dr. Rao' });
  // @ts-expect-error a JSON call is not sent a FormData
  await callApi('userLogin', profileForm);
  // @ts-expect-error no such call
  await callApi('userDelete', {});
}

// CallRequest itself: undefined for a call that takes nothing, FormData for an upload.
export const nothing: CallRequest<'adminDashboard'> = undefined;
export const upload: CallRequest<'adminAddDoctor'> = profileForm;
// @ts-expect-error a call that takes nothing has no payload type to fill
export const notNothing: CallRequest<'adminDashboard'> = {};
