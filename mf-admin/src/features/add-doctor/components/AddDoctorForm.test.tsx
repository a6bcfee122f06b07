import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { AddDoctorForm } from './AddDoctorForm';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.clearAllMocks());

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'doctor.png', { type: 'image/png' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Doctor name'), 'Dr. Test Person');
  await user.type(screen.getByLabelText('Doctor email'), 'test.person@example.com');
  await user.type(screen.getByLabelText('Set password'), 'longenough');
  await user.type(screen.getByLabelText('Fees (₹)'), '900');
  await user.type(screen.getByLabelText('Education'), 'MBBS');
  await user.type(screen.getByLabelText('Address line 1'), '12 Lake Road');
  await user.type(screen.getByLabelText('Address line 2'), 'Udaipur');
}

test('defaults: experience 1 Year, speciality General physician; 1–10 Year offered, the spec’s specialities', () => {
  render(<AddDoctorForm />);
  expect(screen.getByLabelText('Experience')).toHaveValue('1 Year');
  // Decision 42: English ticked, no service, no focus until chosen.
  expect(within(screen.getByRole('group', { name: 'Languages spoken' })).getByRole('checkbox', { name: 'English' })).toBeChecked();
  expect(within(screen.getByRole('group', { name: 'Services offered' })).getAllByRole('checkbox')).toHaveLength(15);
  expect(screen.getByRole('checkbox', { name: 'Tinnitus Management' })).not.toBeChecked();
  expect(screen.getByLabelText(/^Focus/)).toHaveValue('');
  expect(screen.getByLabelText('Speciality')).toHaveValue('General physician');
  // The stored values stay the spec's; the options read as the catalog words them, with the plural.
  const experience = within(screen.getByLabelText('Experience')).getAllByRole('option');
  expect(experience.map((o) => o.getAttribute('value'))).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1} Year`));
  expect(experience.map((o) => o.textContent)).toEqual(['1 year', ...Array.from({ length: 9 }, (_, i) => `${i + 2} years`)]);
  expect(screen.getByRole('option', { name: 'Hearing Aid and Speech Specialist' })).toBeInTheDocument();
});

test('an empty form: Image Not Selected as a toast, each required field says so, nothing is sent', async () => {
  const user = userEvent.setup();
  render(<AddDoctorForm />);
  await user.click(screen.getByRole('button', { name: 'Add doctor' }));
  expect(toast.error).toHaveBeenCalledWith('Image Not Selected');
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('Degree is required')).toBeInTheDocument();
  expect(screen.getAllByText('Both address lines are required')).toHaveLength(2);
  expect(screen.getByLabelText('Doctor name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Doctor name')).toHaveAccessibleDescription('Name is required');
  expect(mockedCall).not.toHaveBeenCalled();
});

test('a valid form without a photo is still refused with Image Not Selected', async () => {
  const user = userEvent.setup();
  render(<AddDoctorForm />);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Add doctor' }));
  expect(toast.error).toHaveBeenCalledWith('Image Not Selected');
  expect(mockedCall).not.toHaveBeenCalled();
});

test('fees must be a number; about stays optional', async () => {
  const user = userEvent.setup();
  render(<AddDoctorForm />);
  await user.upload(screen.getByLabelText(/Upload doctor picture/), photo());
  await fillValid(user);
  await user.clear(screen.getByLabelText('Fees (₹)'));
  await user.type(screen.getByLabelText('Fees (₹)'), '-5');
  await user.click(screen.getByRole('button', { name: 'Add doctor' }));
  expect(await screen.findByText('Fees cannot be negative')).toBeInTheDocument();
  expect(mockedCall).not.toHaveBeenCalled();
});

test('a complete form is sent as multipart, the server message toasts, and the form resets', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Doctor Added' });
  const user = userEvent.setup();
  render(<AddDoctorForm />);
  await user.upload(screen.getByLabelText(/Upload doctor picture/), photo());
  expect(screen.getByText('Chosen: doctor.png')).toBeInTheDocument();
  await fillValid(user);
  await user.selectOptions(screen.getByLabelText('Experience'), '7 Year');
  await user.type(screen.getByLabelText(/^Focus/), 'Paediatric audiology');
  await user.click(screen.getByRole('checkbox', { name: 'Kannada' }));
  await user.click(screen.getByRole('checkbox', { name: 'Tinnitus Management' }));
  await user.click(screen.getByRole('checkbox', { name: 'Speech & Language Therapy' }));
  await user.click(screen.getByRole('button', { name: 'Add doctor' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Doctor Added'));
  const [name, body] = mockedCall.mock.calls[0]!;
  expect(name).toBe('adminAddDoctor');
  const form = body as FormData;
  expect(form.get('image')).toBeInstanceOf(File);
  expect(form.get('email')).toBe('test.person@example.com');
  expect(form.get('experience')).toBe('7 Year');
  expect(form.get('speciality')).toBe('General physician');
  expect(form.get('focus')).toBe('Paediatric audiology');
  expect(JSON.parse(form.get('languages') as string)).toEqual(['English', 'Kannada']);
  // In the clinic's order, whatever order they were ticked in.
  expect(JSON.parse(form.get('services') as string)).toEqual(['speech-therapy', 'tinnitus']);
  expect(form.has('docId')).toBe(false);
  await waitFor(() => expect(screen.getByLabelText('Doctor name')).toHaveValue(''));
  expect(screen.getByRole('checkbox', { name: 'Kannada' })).not.toBeChecked();
  expect(screen.getByLabelText('Experience')).toHaveValue('1 Year');
  expect(screen.queryByText('Chosen: doctor.png')).not.toBeInTheDocument();
});

test('a refusal from the server (taken email) is an error toast and keeps what was typed', async () => {
  mockedCall.mockResolvedValue({ success: false, message: 'A doctor with this email already exists' });
  const user = userEvent.setup();
  render(<AddDoctorForm />);
  await user.upload(screen.getByLabelText(/Upload doctor picture/), photo());
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Add doctor' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A doctor with this email already exists'));
  expect(screen.getByLabelText('Doctor name')).toHaveValue('Dr. Test Person');
});

test('no language ticked is refused beside the group, and nothing is sent', async () => {
  const user = userEvent.setup();
  render(<AddDoctorForm />);
  await user.upload(screen.getByLabelText(/Upload doctor picture/), photo());
  await fillValid(user);
  await user.click(screen.getByRole('checkbox', { name: 'English' }));
  await user.click(screen.getByRole('button', { name: 'Add doctor' }));
  expect(await screen.findByText('Choose at least one language')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Languages spoken' })).toHaveAccessibleDescription(
    'Patients can search for a doctor who speaks their language Choose at least one language',
  );
  expect(mockedCall).not.toHaveBeenCalled();
});
