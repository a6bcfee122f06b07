import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { useBookingConfirmationStore, useProfileStore, type BookingConfirmation } from '@clinic/shared/stores';
import BookingConfirmationPanel from './BookingConfirmationPanel';

jest.mock('react-toastify', () => ({ toast: { warn: jest.fn(), error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const call = callApi as jest.MockedFunction<typeof callApi>;

const booked: BookingConfirmation = {
  appointmentId: '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b',
  docId: '11111111-1111-4111-8111-111111111111',
  doctorName: 'Dr. Ananya Iyer',
  speciality: 'Hearing Aid and Speech Specialist',
  address: { line1: '12 Lake Road', line2: 'Mysuru' },
  slotDate: '27_11_2026',
  slotTime: '16:30',
  clinicTz: 'Asia/Kolkata',
  fee: 1500,
};

const renderPanel = () =>
  render(
    <MemoryRouter>
      <BookingConfirmationPanel />
    </MemoryRouter>,
  );
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  jest.clearAllMocks();
  useBookingConfirmationStore.getState().show(booked);
});

// The suite runs in Los Angeles (jest.config.cjs): the day and time must still be the clinic's.
test('shows the booking in the clinic’s time, with its fee and reference, and takes the focus', () => {
  renderPanel();
  const heading = screen.getByRole('heading', { name: 'Your appointment is booked' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('data-page-focus');
  expect(screen.getByRole('status', { name: 'Your appointment is booked' })).toBeInTheDocument();
  expect(fact('Doctor')).toHaveTextContent('Dr. Ananya Iyer · Hearing Aid and Speech Specialist');
  expect(fact('Date')).toHaveTextContent('Friday 27 November');
  expect(fact('Time')).toHaveTextContent('4:30 PM (India Standard Time)');
  expect(fact('Fee')).toHaveTextContent('₹1,500');
  expect(fact('Reference')).toHaveTextContent('3F2A9C1E');
  expect(screen.getByRole('link', { name: 'My appointments' })).toHaveAttribute('href', '/my-appointments');
});

test('Dismiss takes it away for good', () => {
  renderPanel();
  fireEvent.click(screen.getByRole('button', { name: /Dismiss/ }));
  expect(screen.queryByRole('heading', { name: 'Your appointment is booked' })).not.toBeInTheDocument();
  expect(useBookingConfirmationStore.getState().confirmation).toBeNull();
});

test('Pay Online starts the payment of this appointment, as My appointments does', async () => {
  // The checkout address is refused, so the browser stays: the panel is still there to try again.
  call.mockResolvedValue({ success: false, message: 'Payment is not available right now' });
  renderPanel();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay Online' })));
  expect(call).toHaveBeenCalledWith('userPayment', { appointmentId: booked.appointmentId });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Online' })).toBeEnabled());
  expect(useBookingConfirmationStore.getState().confirmation).toEqual(booked);
});

// Issue 35: "WhatsApp my son" was typed in a note; the patient could not choose WhatsApp where they booked.
test('a profile number not yet confirmed is offered for WhatsApp: a code is sent to it, and once confirmed WhatsApp is on', async () => {
  const profile = {
    _id: 'u',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+919845022222',
    image: '',
    address: { line1: '', line2: '' },
    gender: 'Female' as const,
    dob: 'Not Selected',
    preferences: { notifyEmail: true, notifyWhatsapp: false, reminders: true, language: 'en' as const, noPhoneCalls: false },
    phoneVerified: false,
    emailVerified: true,
  };
  const load = jest.fn(async () =>
    useProfileStore.setState({
      profile: { ...profile, phoneVerified: true, preferences: { ...profile.preferences, notifyWhatsapp: true } },
    }),
  );
  useProfileStore.setState({ profile, load } as never);
  call.mockImplementation(
    async (name) =>
      ({ success: true, message: name === 'userSendPhoneCode' ? 'We sent a code to +91 98450 22222 on WhatsApp.' : 'Done' }) as never,
  );
  renderPanel();
  expect(screen.getByText(/Would you like your confirmations and reminders on WhatsApp at \+91 98450 22222\?/)).toBeVisible();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send me a code on WhatsApp' })));
  expect(call).toHaveBeenCalledWith('userSendPhoneCode', { phone: '+919845022222' });
  fireEvent.change(screen.getByLabelText(/Code from the WhatsApp message/), { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm my number' })));
  expect(call).toHaveBeenCalledWith('userVerifyPhone', { code: '123456' });
  const update = call.mock.calls.find(([name]) => name === 'userUpdateProfile');
  expect(Object.fromEntries(update![1] as unknown as FormData)).toMatchObject({ phone: '+919845022222', notifyWhatsapp: 'true' });
  expect(await screen.findByText('WhatsApp messages are on for +91 98450 22222.')).toBeVisible();
});
