import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import type { UserProfile } from '@clinic/shared/contract';
import { useProfileStore } from './profile';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;
const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const asha: UserProfile = {
  _id: 'u',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '',
  image: '',
  address: { line1: '', line2: '' },
  gender: 'Female',
  dob: '1990-01-15',
  preferences: { notifyEmail: true, notifyWhatsapp: false, reminders: true, language: 'en', noPhoneCalls: false },
  phoneVerified: false,
  emailVerified: true,
};
beforeEach(() => {
  jest.clearAllMocks();
  useProfileStore.setState({ profile: asha, status: 'ready' });
});

test('a refused profile fetch is only logged (spec section 8) and leaves no profile behind', async () => {
  answer.mockResolvedValue({ success: false, message: 'Your session has expired, please log in again' });
  await useProfileStore.getState().load();
  await settle();
  expect(useProfileStore.getState()).toMatchObject({ profile: null, status: 'error' });
  expect(logged).toHaveBeenCalledWith('Your session has expired, please log in again');
  expect(toast.error).not.toHaveBeenCalled();
});

test('a network failure is an error toast, and the profile already shown stays', async () => {
  answer.mockRejectedValue(new Error('Network Error'));
  await useProfileStore.getState().load();
  await settle();
  expect(useProfileStore.getState()).toMatchObject({ profile: asha, status: 'error' });
  expect(toast.error).toHaveBeenCalledWith('Network Error');
});
