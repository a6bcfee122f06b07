import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { makeDoctor } from '@clinic/shared/testing';
import { DoctorList } from './DoctorList';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
jest.mock('@clinic/shared/stores', () => ({ useDoctorsStore: { getState: () => ({ load: jest.fn() }) } }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const ananya = makeDoctor({ name: 'Dr. Ananya Iyer', speciality: 'Hearing Aid and Speech Specialist', available: true });
const rahul = makeDoctor({ name: 'Dr. Rahul Mehta', speciality: 'Neurologist', available: false });

beforeEach(() => {
  jest.clearAllMocks();
  mockedCall.mockImplementation(async (name) => {
    if (name === 'adminDoctors') return { success: true, message: '', doctors: [ananya, rahul] };
    if (name === 'adminChangeAvailability') return { success: true, message: 'Availability Changed' };
    if (name === 'adminDeleteDoctor') return { success: true, message: 'Doctor Deleted' };
    throw new Error(`unexpected ${name}`);
  });
});

const card = (name: string) => screen.getByRole('article', { name });

test('the search matches name or speciality, ignoring case, with the empty state when nothing does', async () => {
  const user = userEvent.setup();
  render(<DoctorList />);
  await screen.findByRole('article', { name: 'Dr. Rahul Mehta' });
  const search = screen.getByLabelText('Search by name or speciality');
  await user.type(search, 'NEURO');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(card('Dr. Rahul Mehta')).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'ananya');
  expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Dr. Ananya Iyer']);
  await user.clear(search);
  await user.type(search, 'cardiologist');
  expect(screen.getByText('No doctors found')).toBeInTheDocument();
});

test('availability is shown in words and toggled by a labelled switch, then the list reloads', async () => {
  const user = userEvent.setup();
  render(<DoctorList />);
  const rahulCard = await screen.findByRole('article', { name: 'Dr. Rahul Mehta' });
  expect(within(rahulCard).getByText('Not Available')).toBeInTheDocument();
  const toggle = within(rahulCard).getByRole('switch', { name: 'Available' });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Availability Changed'));
  expect(mockedCall).toHaveBeenCalledWith('adminChangeAvailability', { docId: rahul._id });
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'adminDoctors')).toHaveLength(2));
});

test('delete asks first; a No sends nothing, a Yes deletes and reloads', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  const user = userEvent.setup();
  render(<DoctorList />);
  await screen.findByRole('article', { name: 'Dr. Ananya Iyer' });

  confirm.mockReturnValueOnce(false);
  await user.click(screen.getByRole('button', { name: 'Delete Dr. Ananya Iyer' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this doctor? This action cannot be undone.');
  expect(mockedCall).not.toHaveBeenCalledWith('adminDeleteDoctor', expect.anything());

  confirm.mockReturnValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Delete Dr. Ananya Iyer' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Doctor Deleted'));
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'adminDoctors')).toHaveLength(2));
});

test('a refused list load is an error toast with a way to try again (spec section 8)', async () => {
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Not Authorized' });
  render(<DoctorList />);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not Authorized'));
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
