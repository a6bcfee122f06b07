import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import type { DoctorSchedule as Schedule, Leave, WeeklyHours } from '@clinic/shared/contract';
import { activateLanguage } from '@clinic/shared/i18n';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment, makeDoctor } from '@clinic/shared/testing';
import { DoctorDashboard } from './dashboard/components/DoctorDashboard';
import { DoctorAppointments } from './appointments/components/DoctorAppointments';
import { DoctorProfileCard } from './profile/components/DoctorProfileCard';
import { DoctorSchedule } from './schedule/components/DoctorSchedule';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const booking = makeAppointment({ slotDate: '5_3_2026', userData: { ...makeAppointment().userData, name: 'Asha Rao' } });
const dashData = { earnings: 12500, appointments: 7, noShows: 2, patients: 4, latestAppointments: [booking] };
const week: WeeklyHours = {
  mon: [{ from: '10:00', to: '13:30' }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};
const leave: Leave = { _id: 'l1', docId: 'd1', from: '5_3_2026', to: '7_3_2026', reason: 'Conference' };
const schedule: Schedule = { weekly: null, effective: week, leave: [leave] };
const profile = makeDoctor({ name: 'Dr. Ananya Iyer', fees: 800, languages: ['English', 'Kannada'], available: false });

beforeEach(() => {
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  mockedCall.mockImplementation(async (name) => {
    if (name === 'doctorDashboard') return { success: true, message: '', dashData };
    if (name === 'doctorLeave') return { success: true, message: '', schedule };
    if (name === 'doctorProfile') return { success: true, message: '', profileData: profile, upcomingAppointments: 3 };
    if (name === 'doctorAppointments')
      return {
        success: true,
        message: '',
        appointments: [booking],
        total: 1,
        counts: { all: 1, active: 1, completed: 0, cancelled: 0, 'no-show': 0 },
      };
    throw new Error(`unexpected ${name}`);
  });
});

afterEach(() => act(() => activateLanguage('en')));

test('the dashboard in Kannada: its figures, the latest bookings and their actions', async () => {
  activateLanguage('kn');
  render(<DoctorDashboard />);
  expect(await screen.findByTestId('earnings')).toHaveTextContent('₹12,500');
  expect(screen.getByText('ಗಳಿಕೆ')).toBeInTheDocument();
  // One word for a no-show: the figure's label first, then the badge of a latest booking.
  expect(screen.getAllByText('ಬರಲಿಲ್ಲ')[0]!.previousSibling).toHaveTextContent('2');
  const latest = screen.getByRole('region', { name: 'ಇತ್ತೀಚಿನ ಬುಕಿಂಗ್‌ಗಳು' });
  expect(within(latest).getByText('Asha Rao')).toBeInTheDocument();
  expect(within(latest).getByText(/^ಬುಕಿಂಗ್: /)).toBeInTheDocument();
  expect(within(latest).getByRole('button', { name: 'Asha Rao ಅವರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿ' })).toHaveTextContent('ರದ್ದುಮಾಡಿ');
});

test('a switch of language re-renders the screen already shown', async () => {
  render(<DoctorDashboard />);
  expect(await screen.findByText('Earnings')).toBeInTheDocument();
  act(() => activateLanguage('kn'));
  expect(screen.getByText('ಗಳಿಕೆ')).toBeInTheDocument();
  expect(screen.queryByText('Earnings')).toBeNull();
  act(() => activateLanguage('hi'));
  expect(screen.getByText('कमाई')).toBeInTheDocument();
});

test('the week and leave in Kannada, with the weekday names of the language', async () => {
  activateLanguage('kn');
  render(<DoctorSchedule />);
  expect(await screen.findByRole('heading', { name: 'ನಿಮ್ಮ ವಾರ' })).toBeInTheDocument();
  expect(screen.getAllByText('ಕೆಲಸವಿಲ್ಲ')).toHaveLength(6);
  expect(screen.getByRole('heading', { name: 'ನಿಮ್ಮ ರಜೆ' })).toBeInTheDocument();
  const item = within(screen.getByRole('list', { name: 'ಮುಂಬರುವ ರಜೆಗಳು' })).getByRole('listitem');
  expect(item).toHaveTextContent(/ಗುರುವಾರ.*ರಿಂದ.*ಶನಿವಾರ.*ರವರೆಗೆ/);
  expect(within(item).getByRole('button', { name: /^ರಜೆ ತೆಗೆದುಹಾಕಿ: / })).toHaveTextContent('ತೆಗೆದುಹಾಕಿ');
});

test('the profile in Hindi counts the appointments that stay booked', async () => {
  activateLanguage('hi');
  render(<DoctorProfileCard />);
  expect(await screen.findByText(/आपके 3 आने वाले अपॉइंटमेंट हैं; वे बुक ही रहेंगे/)).toBeInTheDocument();
  expect(screen.getByText('उपलब्ध नहीं')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'बदलाव करें' })).toBeInTheDocument();
});

test('the appointments list in Kannada: tabs, filters and table headings', async () => {
  activateLanguage('kn');
  render(
    <MemoryRouter>
      <DoctorAppointments />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'ಸ್ಥಿತಿಯ ಪ್ರಕಾರ ತೋರಿಸಿ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ಸಕ್ರಿಯ 1' })).toBeInTheDocument();
  expect(screen.getByLabelText('ರೋಗಿಯ ಹೆಸರಿನಿಂದ ಹುಡುಕಿ')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'ರೋಗಿ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ಸೆಷನ್‌ಗಳ ಸರಣಿ ಬುಕ್ ಮಾಡಿ' })).toBeInTheDocument();
});
