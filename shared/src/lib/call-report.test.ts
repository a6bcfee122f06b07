import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { MESSAGES } from '@clinic/shared/contract';
import { callAndReport } from './call-report';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn(), warn: jest.fn(), info: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;
const logged = jest.spyOn(console, 'error').mockImplementation(() => {});

// The toast library is asked for on demand, so a toast lands a moment after the call settles.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

test('every admin refusal is an error toast with the server’s words (spec section 8.1)', async () => {
  answer.mockResolvedValue({ success: false, message: 'Not authorized, please log in again' });
  await expect(callAndReport('adminDashboard', undefined, 'read')).resolves.toEqual({
    success: false,
    message: 'Not authorized, please log in again',
  });
  await settle();
  expect(toast.error).toHaveBeenCalledWith('Not authorized, please log in again');
  expect(logged).not.toHaveBeenCalled();
});

test.each(['doctorAppointments', 'doctorProfile', 'userProfile'] as const)('a refused %s is only logged', async (name) => {
  answer.mockResolvedValue({ success: false, message: 'Appointment not found' });
  await callAndReport(name, undefined as never, 'read');
  await settle();
  expect(logged).toHaveBeenCalledWith('Appointment not found');
  expect(toast.error).not.toHaveBeenCalled();
});

test('the doctor’s cancel and complete log a refusal, and toast nothing, not even success words', async () => {
  answer.mockResolvedValue({ success: false, message: 'This appointment is already cancelled' });
  await callAndReport('doctorCancel', { appointmentId: 'a' }, 'action');
  await callAndReport('doctorComplete', { appointmentId: 'a' }, 'action');
  await settle();
  expect(logged).toHaveBeenCalledTimes(2);
  expect(toast.error).not.toHaveBeenCalled();
  expect(toast.success).not.toHaveBeenCalled();
});

test('a refusal that counts affected appointments toasts nothing: the screen asks its keep-or-cancel question', async () => {
  const refusal = { success: false, message: '2 appointments fall in this leave.', affected: 2 };
  answer.mockResolvedValue(refusal as never);
  await expect(callAndReport('doctorAddLeave', { from: '1_1_2030', to: '1_1_2030', reason: 'Leave' }, 'action')).resolves.toEqual(refusal);
  await settle();
  expect(toast.error).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
});

test('a thrown error is an error toast on every call, even one whose refusals are only logged', async () => {
  answer.mockRejectedValue(new Error('Network Error'));
  await expect(callAndReport('doctorAppointments', {}, 'read')).resolves.toBeNull();
  await settle();
  expect(toast.error).toHaveBeenCalledWith('Network Error');
});

test('an action that went through shows the server’s message; a read shows nothing', async () => {
  answer.mockResolvedValue({ success: true, message: 'Appointment Cancelled' });
  await callAndReport('adminCancel', { appointmentId: 'a' }, 'action');
  answer.mockResolvedValue({ success: true, message: '', doctors: [] });
  await callAndReport('adminDoctors', undefined, 'read');
  await settle();
  expect(toast.success).toHaveBeenCalledTimes(1);
  expect(toast.success).toHaveBeenCalledWith('Appointment Cancelled');
});

test('a staff login shows no success toast (it opens the panel); a patient login does', async () => {
  answer.mockResolvedValue({ success: true, message: 'Welcome back', token: 't' });
  await callAndReport('adminLogin', { email: 'a@b.in', password: 'x' }, 'action');
  await callAndReport('doctorLogin', { email: 'a@b.in', password: 'x' }, 'action');
  await settle();
  expect(toast.success).not.toHaveBeenCalled();
  await callAndReport('userLogin', { email: 'a@b.in', password: 'x' }, 'action');
  await settle();
  expect(toast.success).toHaveBeenCalledWith('Welcome back');
});

test('booking thanks the patient in the spec’s words, and a thrown error says booking went wrong', async () => {
  const booking = { docId: 'd', slotDate: '5_3_2026', slotTime: '10:30', userData: { name: 'Ravi', phone: '1' } };
  answer.mockResolvedValue({ success: true, message: 'Appointment Booked', appointmentId: 'a' });
  await callAndReport('userBook', booking, 'action');
  answer.mockRejectedValue(new Error('timeout of 20000ms exceeded'));
  await callAndReport('userBook', booking, 'action');
  await settle();
  expect(toast.success).toHaveBeenCalledWith(MESSAGES.bookingThanks);
  expect(toast.error).toHaveBeenCalledWith(MESSAGES.bookingFailed);
});

test('an answer nobody waits for any more is reported to no one', async () => {
  answer.mockResolvedValue({ success: false, message: 'Not authorized, please log in again' });
  await callAndReport('adminDashboard', undefined, 'read', () => false);
  answer.mockRejectedValue(new Error('Network Error'));
  await callAndReport('adminDashboard', undefined, 'read', () => false);
  await settle();
  expect(toast.error).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
});
