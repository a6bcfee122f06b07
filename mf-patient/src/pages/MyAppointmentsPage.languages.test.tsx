import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { activateLanguage } from '@clinic/shared/i18n';
import { useAuthStore, useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import MyAppointmentsPage from './MyAppointmentsPage';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ ...jest.requireActual('@clinic/shared/api-client'), callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const SERIES = '9b1f0c2e-4a6d-4e8b-9c3f-1d2e3f4a5b6c';
// Far ahead, so every action is offered whatever today is.
const single = makeAppointment({ slotDate: '4_12_2030', slotTime: '10:30' });
const sessions = [
  makeAppointment({ slotDate: '5_12_2030', seriesId: SERIES }),
  makeAppointment({ slotDate: '12_12_2030', seriesId: SERIES }),
];

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/my-appointments']}>
      <MyAppointmentsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: 'patient-jwt' });
  useDoctorsStore.setState({ load: jest.fn(async () => null), clinicTz: 'Asia/Kolkata', status: 'ready' });
  answer.mockResolvedValue({ success: true, message: '', appointments: [single, ...sessions] });
});
afterEach(() => act(() => activateLanguage('en')));

test('in Hindi, My appointments reads in Hindi: the title, each card with its badges and actions, and a series', async () => {
  activateLanguage('hi');
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'मेरे अपॉइंटमेंट' })).toBeInTheDocument();

  expect(await screen.findAllByRole('button', { name: 'ऑनलाइन भुगतान करें' })).toHaveLength(3);
  expect(screen.getAllByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toHaveLength(3);
  expect(screen.getAllByRole('button', { name: 'समय बदलें: Dr. Ananya Iyer के साथ अपॉइंटमेंट' })).toHaveLength(3);
  // The shared badge speaks the page's language too.
  expect(screen.getAllByText('सक्रिय')).toHaveLength(3);
  expect(screen.getAllByText('तारीख और समय')).toHaveLength(3);

  const series = screen.getByRole('region', { name: 'Dr. Ananya Iyer के साथ साप्ताहिक थेरेपी' });
  expect(within(series).getByText(/^2 सेशन, .+ से .+ तक$/)).toBeInTheDocument();
  expect(within(series).getByText('साप्ताहिक थेरेपी · 2 में से सेशन 1')).toBeInTheDocument();
  expect(within(series).getByRole('button', { name: 'सीरीज़ के बाकी सेशन रद्द करें' })).toBeInTheDocument();

  // Nothing of the English screen is left.
  for (const english of ['My Appointments', 'Pay Online', 'Cancel appointment', 'Active', 'Date & time'])
    expect(screen.queryByText(english)).not.toBeInTheDocument();
});

test('a language chosen while the page is open re-renders it at once, without reading the list again', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Weekly therapy with Dr. Ananya Iyer' })).toBeInTheDocument();

  act(() => activateLanguage('kn'));
  expect(screen.getByRole('heading', { level: 1, name: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'ಆನ್‌ಲೈನ್ ಪಾವತಿ' })).toHaveLength(3);
  expect(screen.getByRole('heading', { name: 'Dr. Ananya Iyer ಅವರೊಂದಿಗೆ ವಾರದ ಥೆರಪಿ' })).toBeInTheDocument();
  expect(screen.getByText(/^2 ಸೆಷನ್‌ಗಳು, /)).toBeInTheDocument();
  expect(answer).toHaveBeenCalledTimes(1);
});
