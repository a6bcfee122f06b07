import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { MESSAGES, PHONE_MESSAGE, type BookAppointmentRequest } from '@clinic/shared/contract';
import { useBookingConfirmationStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';
import { BookingModal } from './BookingModal';

jest.mock('react-toastify', () =>
  jest.requireActual<typeof import('../../../testing/toast-mock')>('../../../testing/toast-mock').toastMock(),
);
const WARNING = { toastId: 'booking-form' };
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const book = callApi as jest.MockedFunction<typeof callApi>;
/** What the form sent with `userBook`. */
const sent = () => book.mock.calls[0]![1] as BookAppointmentRequest;

const doctor = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Dr. Ananya Iyer',
  fees: 800,
  speciality: 'Hearing Aid and Speech Specialist' as const,
  address: { line1: '12 Lake Road', line2: 'Mysuru' },
};
const loadDoctors = jest.fn(async () => null);
const onClose = jest.fn();
const onRefused = jest.fn();

function renderModal() {
  render(
    <MemoryRouter initialEntries={['/appointment/x']}>
      <Routes>
        <Route
          path="/appointment/x"
          element={
            <BookingModal
              doctor={doctor}
              slotDate="5_3_2026"
              slotTime="10:30"
              clinicTz="Asia/Kolkata"
              onClose={onClose}
              onRefused={onRefused}
            />
          }
        />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  useDoctorsStore.setState({ load: loadDoctors });
  useProfileStore.setState({ profile: null });
  useBookingConfirmationStore.getState().dismiss();
});

const confirm = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' })));

test('is a labelled native modal dialog showing the slot, with focus on the first field', () => {
  renderModal();
  const dialog = screen.getByRole('dialog', { name: 'Confirm your appointment' });
  expect(dialog).toBeInstanceOf(HTMLDialogElement);
  expect((dialog as HTMLDialogElement).open).toBe(true);
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription(/Dr. Ananya Iyer · Thu 5 Mar 2026 at 10:30 AM \(clinic time\) · Fee ₹800/);
  expect(screen.getByLabelText(/Full name/)).toHaveFocus();
});

test('name and phone are required: the warning is shown and nothing is sent', async () => {
  renderModal();
  await confirm();
  await waitFor(() => expect(toast.warn).toHaveBeenCalledWith(MESSAGES.fillRequired, WARNING));
  expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
  expect(book).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi Kumar' } });
  await confirm();
  await waitFor(() => expect(toast.warn).toHaveBeenCalledTimes(2));
  expect(book).not.toHaveBeenCalled();
});

test('age, email and message are optional; an empty age is not sent as 0', async () => {
  book.mockResolvedValue({ success: true, message: MESSAGES.appointmentBooked, appointmentId: 'a' });
  renderModal();
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 00000' } });
  await confirm();
  expect(book).toHaveBeenCalledWith('userBook', {
    docId: doctor._id,
    slotDate: '5_3_2026',
    slotTime: '10:30',
    // The phone as stored: normalised by the same schema the api parses with.
    userData: expect.objectContaining({ name: 'Ravi Kumar', phone: '+919845000000' }),
  });
  expect(sent().userData.age).toBeUndefined();
});

test('a phone that is not a phone number is refused next to the field, in words that say what to type, and nothing is sent', async () => {
  renderModal();
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450' } });
  await confirm();
  await waitFor(() => expect(toast.warn).toHaveBeenCalledWith(PHONE_MESSAGE, WARNING));
  const phone = screen.getByLabelText(/Phone/);
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(phone).toHaveAccessibleDescription(new RegExp(`${PHONE_MESSAGE.replace(/[.+]/g, '\\$&')}$`));
  expect(book).not.toHaveBeenCalled();
});

// Issue 35: the warning stayed after the phone was fixed, and covered the booking's confirmation.
test('the warning goes once what it warned about is fixed, and with the dialog', async () => {
  renderModal();
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450' } });
  await confirm();
  await waitFor(() => expect(toast.warn).toHaveBeenCalledWith(PHONE_MESSAGE, WARNING));
  expect(toast.dismiss).not.toHaveBeenCalled();
  await act(async () => fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 11111' } }));
  await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'false'));
  await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith('booking-form'));
});

test('a bad optional email is reported, not sent', async () => {
  renderModal();
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 11111' } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
  await confirm();
  await waitFor(() => expect(toast.warn).toHaveBeenCalledWith('Please enter a valid email', WARNING));
  expect(book).not.toHaveBeenCalled();
});

test('prefills from the profile; success thanks the patient, refreshes the doctors, closes and goes home', async () => {
  useProfileStore.setState({
    profile: {
      _id: 'u',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+919845011111',
      image: '',
      address: { line1: '', line2: '' },
      gender: 'Female',
      dob: '1990-01-15',
      preferences: { notifyEmail: true, notifyWhatsapp: false, reminders: true, language: 'en', noPhoneCalls: false },
      phoneVerified: false,
      emailVerified: true,
    },
  });
  book.mockResolvedValue({ success: true, message: MESSAGES.appointmentBooked, appointmentId: 'a' });
  renderModal();
  expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
  expect(screen.getByLabelText(/Email/)).toHaveValue('asha@example.in');
  expect(screen.getByLabelText(/Phone/)).toHaveValue('+91 98450 11111');
  await confirm();
  expect(sent().userData).toMatchObject({ name: 'Asha Rao', phone: '+919845011111', email: 'asha@example.in', age: expect.any(Number) });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.bookingThanks));
  expect(loadDoctors).toHaveBeenCalled();
  expect(onClose).toHaveBeenCalled();
  expect(onRefused).not.toHaveBeenCalled();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

// Issue 35: the number typed here was never offered for the profile, so staff saw "No phone" and WhatsApp had none.
describe('a number the profile does not hold is offered for it', () => {
  const asha = (phone: string) => ({
    _id: 'u',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone,
    image: '',
    address: { line1: '4 Hill Road', line2: 'Mysuru' },
    gender: 'Female' as const,
    dob: '1990-01-15',
    preferences: { notifyEmail: true, notifyWhatsapp: false, reminders: true, language: 'en' as const, noPhoneCalls: false },
    phoneVerified: false,
    emailVerified: true,
  });
  const saved = () => {
    const call = book.mock.calls.find(([name]) => name === 'userUpdateProfile');
    return call && Object.fromEntries(call[1] as unknown as FormData);
  };
  beforeEach(() => {
    book.mockImplementation(async (name) =>
      name === 'userBook'
        ? { success: true, message: MESSAGES.appointmentBooked, appointmentId: 'a' }
        : ({ success: true, message: 'Profile Updated' } as never),
    );
    useProfileStore.setState({ load: jest.fn(async () => undefined) } as never);
  });

  test('none in the profile: ticked, and saved with the rest of the profile as it is once booked', async () => {
    useProfileStore.setState({ profile: asha('') });
    renderModal();
    expect(screen.queryByRole('checkbox', { name: 'Save this number in my profile' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 22222' } });
    expect(screen.getByRole('checkbox', { name: 'Save this number in my profile' })).toBeChecked();
    await confirm();
    await waitFor(() => expect(saved()).toMatchObject({ phone: '+919845022222', name: 'Asha Rao', dob: '1990-01-15' }));
    expect(JSON.parse(saved()!.address as string)).toEqual({ line1: '4 Hill Road', line2: 'Mysuru' });
  });

  test('another number in the profile: offered unticked, and kept as it is unless ticked; the same number is not offered', async () => {
    useProfileStore.setState({ profile: asha('+919845011111') });
    renderModal();
    expect(screen.queryByRole('checkbox', { name: 'Save this number in my profile' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 33333' } });
    expect(screen.getByRole('checkbox', { name: 'Save this number in my profile' })).not.toBeChecked();
    await confirm();
    await waitFor(() => expect(book).toHaveBeenCalledWith('userBook', expect.anything()));
    expect(saved()).toBeUndefined();
  });
});

test('a booking is kept for the confirmation on the home page: doctor, slot, zone, fee and the new id', async () => {
  book.mockResolvedValue({ success: true, message: MESSAGES.appointmentBooked, appointmentId: '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b' });
  renderModal();
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 11111' } });
  await confirm();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(useBookingConfirmationStore.getState().confirmation).toEqual({
    appointmentId: '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b',
    docId: doctor._id,
    doctorName: 'Dr. Ananya Iyer',
    speciality: 'Hearing Aid and Speech Specialist',
    address: { line1: '12 Lake Road', line2: 'Mysuru' },
    slotDate: '5_3_2026',
    slotTime: '10:30',
    clinicTz: 'Asia/Kolkata',
    fee: 800,
  });
});

test('a slot taken meanwhile (409) shows the server message and has the picker read its free times again', async () => {
  book.mockResolvedValue({ success: false, message: MESSAGES.slotNotAvailable });
  renderModal();
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 11111' } });
  await confirm();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.slotNotAvailable));
  expect(loadDoctors).toHaveBeenCalled();
  expect(onRefused).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalled();
  expect(toast.success).not.toHaveBeenCalled();
  expect(useBookingConfirmationStore.getState().confirmation).toBeNull();
});

test('Escape (the browser closing the dialog) and a press on the backdrop tell the owner to close it', () => {
  renderModal();
  const dialog = screen.getByRole('dialog') as HTMLDialogElement;
  act(() => dialog.close());
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.mouseDown(dialog);
  expect(onClose).toHaveBeenCalledTimes(2);
  fireEvent.mouseDown(screen.getByLabelText(/Full name/));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('a thrown error says something went wrong while booking, and keeps the form open to try again', async () => {
  book.mockRejectedValue(new Error('Network Error'));
  renderModal();
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '98450 11111' } });
  await confirm();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.bookingFailed));
  expect(onClose).not.toHaveBeenCalled();
  expect(loadDoctors).not.toHaveBeenCalled();
  expect(onRefused).not.toHaveBeenCalled();
});
