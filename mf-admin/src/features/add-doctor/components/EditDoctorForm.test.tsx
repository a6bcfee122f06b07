import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { makeDoctor } from '@clinic/shared/testing';
import { EditDoctorForm } from './EditDoctorForm';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.clearAllMocks());

const doctor = makeDoctor({
  name: 'Dr. Rahul Menon',
  email: 'rahul.menon@sunrisehearing.in',
  image: '/api/images/rahul.webp',
  speciality: 'Hearing Aid and Speech Specialist',
  focus: 'Audiologist',
  languages: ['English', 'Malayalam'],
  services: ['tinnitus'],
  degree: 'B.ASLP',
  experience: '5 Year',
  fees: 600,
  about: 'Tinnitus and balance.',
  address: { line1: '12 Lakeview Road', line2: 'Bengaluru' },
});

test('starts from the doctor as listed, asks no password, and shows the current photo', async () => {
  render(<EditDoctorForm doctor={doctor} onSaved={jest.fn()} onCancel={jest.fn()} />);
  expect(screen.getByRole('form', { name: 'Edit Dr. Rahul Menon' })).toBeInTheDocument();
  expect(screen.getByLabelText('Doctor name')).toHaveValue('Dr. Rahul Menon');
  await waitFor(() => expect(screen.getByLabelText('Doctor name')).toHaveFocus());
  expect(screen.getByLabelText('Doctor email')).toHaveValue('rahul.menon@sunrisehearing.in');
  expect(screen.getByLabelText('Fees (₹)')).toHaveValue(600);
  expect(screen.getByLabelText('Experience')).toHaveValue('5 Year');
  expect(screen.getByLabelText(/^Focus/)).toHaveValue('Audiologist');
  expect(screen.getByRole('checkbox', { name: 'Malayalam' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Hindi' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Tinnitus Management' })).toBeChecked();
  expect(screen.queryByLabelText('Set password')).toBeNull();
  expect(screen.getByText('Leave it to keep the current photo')).toBeInTheDocument();
  expect(screen.getByLabelText(/Change doctor picture/)).toBeInTheDocument();
});

test('saving sends the corrected fields without a photo, toasts the server message and calls onSaved', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Doctor Updated' });
  const onSaved = jest.fn();
  const user = userEvent.setup();
  render(<EditDoctorForm doctor={doctor} onSaved={onSaved} onCancel={jest.fn()} />);
  await user.clear(screen.getByLabelText('Doctor name'));
  await user.type(screen.getByLabelText('Doctor name'), 'Dr. Rahul K. Menon');
  await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Doctor Updated'));
  expect(onSaved).toHaveBeenCalled();
  const [name, body] = mockedCall.mock.calls[0]!;
  expect(name).toBe('adminUpdateDoctor');
  const form = body as FormData;
  expect(form.get('docId')).toBe(doctor._id);
  expect(form.get('name')).toBe('Dr. Rahul K. Menon');
  expect(form.get('fees')).toBe('600');
  expect(JSON.parse(form.get('languages') as string)).toEqual(['English', 'Hindi', 'Malayalam']);
  expect(form.has('image')).toBe(false);
  expect(form.has('password')).toBe(false);
});

test('a new photo goes with the form; a refusal toasts and keeps the form open', async () => {
  mockedCall.mockResolvedValue({ success: false, message: 'A doctor with this email already exists' });
  const onSaved = jest.fn();
  const user = userEvent.setup();
  render(<EditDoctorForm doctor={doctor} onSaved={onSaved} onCancel={jest.fn()} />);
  await user.upload(screen.getByLabelText(/Change doctor picture/), new File([new Uint8Array([1])], 'new.png', { type: 'image/png' }));
  expect(screen.getByText('Chosen: new.png')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A doctor with this email already exists'));
  expect((mockedCall.mock.calls[0]![1] as FormData).get('image')).toBeInstanceOf(File);
  expect(onSaved).not.toHaveBeenCalled();
});

test('a blank name is refused beside the field; Cancel leaves without sending', async () => {
  const onCancel = jest.fn();
  const user = userEvent.setup();
  render(<EditDoctorForm doctor={doctor} onSaved={jest.fn()} onCancel={onCancel} />);
  await user.clear(screen.getByLabelText('Doctor name'));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
  expect(mockedCall).not.toHaveBeenCalled();
});

test('the Hindi and Kannada texts start as the doctor has them, optional, and go with the form; a bad one is refused beside it', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Doctor Updated' });
  const user = userEvent.setup();
  const translated = makeDoctor({ ...doctor, translations: { hi: { about: 'टिनिटस और संतुलन।' } } });
  render(<EditDoctorForm doctor={translated} onSaved={jest.fn()} onCancel={jest.fn()} />);
  const texts = screen.getByRole('group', { name: "The doctor's texts in Hindi and Kannada" });
  expect(texts).toHaveAccessibleDescription(/wherever a box is empty, they see the English text/);
  expect(screen.getByLabelText('Hindi: about the doctor')).toHaveValue('टिनिटस और संतुलन।');
  expect(screen.getByLabelText('Kannada: focus')).toHaveValue('');

  await user.type(screen.getByLabelText('Kannada: focus'), 'ಟಿನ್ನಿಟಸ್ ಮತ್ತು ಸಮತೋಲನ');
  await user.type(screen.getByLabelText('Kannada: first line of the address'), '12, ಲೇಕ್‌ವ್ಯೂ ರಸ್ತೆ');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(mockedCall).toHaveBeenCalled());
  expect(JSON.parse((mockedCall.mock.calls[0]![1] as FormData).get('translations') as string)).toEqual({
    hi: { about: 'टिनिटस और संतुलन।' },
    kn: { focus: 'ಟಿನ್ನಿಟಸ್ ಮತ್ತು ಸಮತೋಲನ', address: { line1: '12, ಲೇಕ್‌ವ್ಯೂ ರಸ್ತೆ' } },
  });

  mockedCall.mockClear();
  await user.type(screen.getByLabelText('Hindi: focus'), 'अ'.repeat(81));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Focus is too long (80 characters at most)')).toBeInTheDocument();
  expect(screen.getByLabelText('Hindi: focus')).toHaveAttribute('aria-invalid', 'true');
  expect(mockedCall).not.toHaveBeenCalled();
});
