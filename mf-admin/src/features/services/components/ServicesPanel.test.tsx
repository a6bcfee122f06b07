import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import type { ClinicService } from '@clinic/shared/contract';
import { ServicesPanel } from './ServicesPanel';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

let services: ClinicService[];

beforeEach(() => {
  jest.clearAllMocks();
  services = [
    { id: 'hearing-assessment', durationMinutes: 45, fee: 800, active: true },
    { id: 'hearing-aid-fitting', durationMinutes: 90, fee: 1500, active: true },
  ];
  mockedCall.mockImplementation(async (name, payload) => {
    if (name === 'clinicServices') return { success: true, message: '', services };
    if (name === 'adminUpdateService') {
      const { serviceId, durationMinutes, fee } = payload as { serviceId: string; durationMinutes: number; fee: number };
      if (durationMinutes < 15) return { success: false, message: 'A visit lasts at least 15 minutes' };
      services = services.map((s) => (s.id === serviceId ? { ...s, durationMinutes, fee } : s));
      return { success: true, message: 'Service saved' };
    }
    throw new Error(`unexpected ${name}`);
  });
});

const sent = () => mockedCall.mock.calls.filter(([n]) => n === 'adminUpdateService').map(([, p]) => p);

test('lists each service by its title with its length and fee', async () => {
  render(<ServicesPanel />);
  const fitting = await screen.findByRole('form', { name: 'Hearing Aid Trial & Fitting' });
  expect(within(fitting).getByLabelText('Length (minutes)')).toHaveValue(90);
  expect(within(fitting).getByLabelText('Fee (₹)')).toHaveValue(1500);
  expect(screen.getByRole('form', { name: 'Comprehensive Hearing Test' })).toBeInTheDocument();
});

test('saving a row sends that service’s new length and fee, and shows what the api then holds', async () => {
  const user = userEvent.setup();
  render(<ServicesPanel />);
  const test = await screen.findByRole('form', { name: 'Comprehensive Hearing Test' });
  await user.clear(within(test).getByLabelText('Length (minutes)'));
  await user.type(within(test).getByLabelText('Length (minutes)'), '60');
  await user.clear(within(test).getByLabelText('Fee (₹)'));
  await user.type(within(test).getByLabelText('Fee (₹)'), '950');
  await user.click(within(test).getByRole('button', { name: 'Save Comprehensive Hearing Test' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Service saved'));
  expect(sent()).toEqual([{ serviceId: 'hearing-assessment', durationMinutes: 60, fee: 950 }]);
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'clinicServices')).toHaveLength(2));
  expect(within(screen.getByRole('form', { name: 'Comprehensive Hearing Test' })).getByLabelText('Length (minutes)')).toHaveValue(60);
});

test('a length the api refuses is said in a toast, and the row keeps what was typed', async () => {
  const user = userEvent.setup();
  render(<ServicesPanel />);
  const fitting = await screen.findByRole('form', { name: 'Hearing Aid Trial & Fitting' });
  await user.clear(within(fitting).getByLabelText('Length (minutes)'));
  await user.type(within(fitting).getByLabelText('Length (minutes)'), '5');
  await user.click(within(fitting).getByRole('button', { name: 'Save Hearing Aid Trial & Fitting' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A visit lasts at least 15 minutes'));
  expect(within(fitting).getByLabelText('Length (minutes)')).toHaveValue(5);
  expect(mockedCall.mock.calls.filter(([n]) => n === 'clinicServices')).toHaveLength(1);
});
