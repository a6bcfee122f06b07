import { render, screen } from '@testing-library/react';
import { callApi } from '@clinic/shared/api-client';
import { activateLanguage } from '@clinic/shared/i18n';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { AdminDashboard } from './AdminDashboard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const refusing = makeAppointment({ cancelled: true, payment: true, amount: 800, refundStatus: 'failed' });

beforeEach(() => {
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  mockedCall.mockImplementation(async (name) => {
    if (name === 'adminDashboard')
      return {
        success: true,
        message: '',
        dashData: { doctors: 12, appointments: 40, noShows: 3, patients: 9, latestAppointments: [], refundsOwed: [refusing] },
      };
    throw new Error(`unexpected ${name}`);
  });
});

afterEach(() => activateLanguage('en'));

test('in Hindi the dashboard counts, and names the refunds not yet back, in Hindi', async () => {
  activateLanguage('hi');
  render(<AdminDashboard />);
  expect(await screen.findByTestId('no-shows')).toHaveTextContent('3');
  expect(screen.getByText('नहीं आए').previousSibling).toHaveTextContent('3');
  expect(screen.getByText('मरीज़').previousSibling).toHaveTextContent('9');
  expect(screen.getByRole('heading', { name: 'अभी तक न लौटाए गए रिफ़ंड' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'नए अपॉइंटमेंट' })).toBeInTheDocument();
  expect(screen.queryByText('Refunds not yet back')).not.toBeInTheDocument();
});
