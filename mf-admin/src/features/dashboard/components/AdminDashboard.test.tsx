import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { AdminDashboard } from './AdminDashboard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const started = makeAppointment({ slotDate: '5_3_2026', userData: { ...makeAppointment().userData, name: 'Asha Rao' } });
const missed = makeAppointment({ noShow: true, userData: { ...makeAppointment().userData, name: 'Kabir Rao' } });
const dashData = { doctors: 12, appointments: 40, noShows: 3, patients: 9, latestAppointments: [started, missed] };

beforeEach(() => {
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  mockedCall.mockImplementation(async (name) => {
    if (name === 'adminDashboard') return { success: true, message: '', dashData };
    if (name === 'adminNoShow') return { success: true, message: 'Marked as No-show' };
    throw new Error(`unexpected ${name}`);
  });
});

test('counts No-shows beside doctors, appointments and patients (decision 41)', async () => {
  render(<AdminDashboard />);
  expect(await screen.findByTestId('no-shows')).toHaveTextContent('3');
  expect(screen.getByText('No-shows').previousSibling).toHaveTextContent('3');
  expect(screen.getByText('Appointments').previousSibling).toHaveTextContent('40');
});

test('a started booking among the latest can be marked No-show; a No-show shows its status', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  render(<AdminDashboard />);
  const [first, second] = await screen.findAllByTestId('latest-appointment');
  expect(second).toHaveTextContent('No-show');
  await user.click(screen.getByRole('button', { name: `Mark appointment of Asha Rao with ${started.docData.name} as No-show` }));
  expect(first).toBeInTheDocument();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as No-show'));
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'adminDashboard')).toHaveLength(2));
});
