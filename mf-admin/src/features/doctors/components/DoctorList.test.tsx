import { render as renderScreen, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { makeDoctor } from '@clinic/shared/testing';
import { DoctorList } from './DoctorList';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
jest.mock('@clinic/shared/stores', () => ({ useDoctorsStore: { getState: () => ({ load: jest.fn() }) } }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const render = (ui: ReactElement) => renderScreen(<MemoryRouter>{ui}</MemoryRouter>);
let upcoming = 0;

const ananya = makeDoctor({ name: 'Dr. Ananya Iyer', speciality: 'Hearing Aid and Speech Specialist', available: true });
const rahul = makeDoctor({ name: 'Dr. Rahul Mehta', speciality: 'Neurologist', available: false });

beforeEach(() => {
  jest.clearAllMocks();
  upcoming = 0;
  mockedCall.mockImplementation(async (name) => {
    if (name === 'adminDoctors') return { success: true, message: '', doctors: [ananya, rahul] };
    if (name === 'adminDoctorUpcoming') return { success: true, message: '', upcoming };
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

const calledWith = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name).map(([, payload]) => payload);

test('making an available doctor unavailable asks the count first; with none, it just goes through', async () => {
  const user = userEvent.setup();
  render(<DoctorList />);
  const card = await screen.findByRole('article', { name: 'Dr. Ananya Iyer' });
  await user.click(within(card).getByRole('switch', { name: 'Available' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Availability Changed'));
  expect(calledWith('adminDoctorUpcoming')).toEqual([{ docId: ananya._id }]);
  expect(calledWith('adminChangeAvailability')).toEqual([{ docId: ananya._id }]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('with upcoming appointments the dialog says how many; Back changes nothing, Keep and Cancel say so to the api', async () => {
  upcoming = 3;
  const user = userEvent.setup();
  render(<DoctorList />);
  const toggle = within(await screen.findByRole('article', { name: 'Dr. Ananya Iyer' })).getByRole('switch', { name: 'Available' });

  await user.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Dr. Ananya Iyer has 3 upcoming appointments' });
  expect(dialog).toHaveAccessibleDescription(/patients cannot book new appointments with this doctor/);
  expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(calledWith('adminChangeAvailability')).toEqual([]);

  await user.click(toggle);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep them' }));
  await waitFor(() => expect(calledWith('adminChangeAvailability')).toEqual([{ docId: ananya._id, cancelAffected: false }]));

  await user.click(toggle);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel them' }));
  await waitFor(() => expect(calledWith('adminChangeAvailability')).toHaveLength(2));
  expect(calledWith('adminChangeAvailability')[1]).toEqual({ docId: ananya._id, cancelAffected: true });
});

test('deleting a doctor with upcoming appointments offers only cancelling them, not keeping', async () => {
  upcoming = 1;
  const confirm = jest.spyOn(window, 'confirm');
  const user = userEvent.setup();
  render(<DoctorList />);
  await user.click(await screen.findByRole('button', { name: 'Delete Dr. Ananya Iyer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dr. Ananya Iyer has 1 upcoming appointment' });
  expect(dialog).toHaveAccessibleDescription(/A deleted doctor cannot see patients/);
  expect(within(dialog).queryByRole('button', { name: 'Keep them' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel them and delete' }));
  await waitFor(() => expect(calledWith('adminDeleteDoctor')).toEqual([{ docId: ananya._id, cancelAffected: true }]));
  expect(confirm).not.toHaveBeenCalled();
});

// Availability keeps a booking that slipped in (the spec's call); a delete cannot, so the api refuses it.
test('a booking that arrived after the count: the api refuses the delete with the new number and the dialog opens with it', async () => {
  mockedCall.mockImplementation(async (name, payload) => {
    if (name === 'adminDoctors') return { success: true, message: '', doctors: [ananya, rahul] };
    if (name === 'adminDoctorUpcoming') return { success: true, message: '', upcoming: 0 };
    if (name === 'adminDeleteDoctor' && !(payload as { cancelAffected?: boolean }).cancelAffected)
      return { success: false, message: 'Dr. Ananya Iyer has 1 upcoming appointment.', affected: 1 } as never;
    return { success: true, message: 'Doctor deleted' };
  });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  render(<DoctorList />);
  await user.click(await screen.findByRole('button', { name: 'Delete Dr. Ananya Iyer' }));
  expect(await screen.findByRole('dialog', { name: 'Dr. Ananya Iyer has 1 upcoming appointment' })).toBeInTheDocument();
  confirm.mockRestore();
});

test('each doctor has an Edit link to the edit page', async () => {
  render(<DoctorList />);
  const edit = await screen.findByRole('link', { name: 'Edit Dr. Rahul Mehta' });
  expect(edit).toHaveAttribute('href', `/edit-doctor/${rahul._id}`);
});

test('each doctor has a Schedule link to their week and leave (issue 20)', async () => {
  render(<DoctorList />);
  const schedule = await screen.findByRole('link', { name: 'Schedule of Dr. Rahul Mehta' });
  expect(schedule).toHaveAttribute('href', `/doctor-schedule/${rahul._id}`);
  expect(schedule).toHaveTextContent('Schedule');
});

test('"Send reset link" asks first, naming where it goes; a Yes sends it and says where it went', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  const fallback = mockedCall.getMockImplementation()!;
  mockedCall.mockImplementation(async (name, payload) =>
    name === 'adminSendDoctorReset' ? { success: true, message: 'Sent' } : fallback(name, payload),
  );
  const user = userEvent.setup();
  render(<DoctorList />);
  await screen.findByRole('article', { name: 'Dr. Ananya Iyer' });
  const button = screen.getByRole('button', { name: 'Send Dr. Ananya Iyer a password reset link' });

  confirm.mockReturnValueOnce(false);
  await user.click(button);
  expect(confirm).toHaveBeenCalledWith(expect.stringContaining(ananya.email));
  expect(mockedCall).not.toHaveBeenCalledWith('adminSendDoctorReset', expect.anything());

  confirm.mockReturnValueOnce(true);
  await user.click(button);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Reset link sent to ${ananya.email}`));
  expect(mockedCall).toHaveBeenCalledWith('adminSendDoctorReset', { docId: ananya._id });
});
