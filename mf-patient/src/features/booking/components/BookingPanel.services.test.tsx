import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import type { BookAppointmentRequest, ClinicService, Doctor } from '@clinic/shared/contract';
import { useAuthStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import { apiDays, fetchSlots, restoreFetch } from '../../../testing/slots-fetch';
import { BookingPanel } from './BookingPanel';

jest.mock('react-toastify', () =>
  jest.requireActual<typeof import('../../../testing/toast-mock')>('../../../testing/toast-mock').toastMock(),
);
// The reads stay the real fetch-based ones (fetch is stubbed below); only the booking itself is caught.
jest.mock('@clinic/shared/api-client', () => ({
  ...jest.requireActual<typeof import('@clinic/shared/api-client')>('@clinic/shared/api-client'),
  callApi: jest.fn(async () => ({ success: true, message: 'Appointment Booked', appointmentId: 'a1' })),
}));
const book = callApi as jest.MockedFunction<typeof callApi>;

const SERVICES: ClinicService[] = [
  { id: 'hearing-assessment', durationMinutes: 45, fee: 800, active: true },
  { id: 'hearing-aid-fitting', durationMinutes: 90, fee: 1500, active: true },
  { id: 'speech-therapy', durationMinutes: 45, fee: 1000, active: false },
];
const offering: Doctor = makeDoctor({
  _id: '22222222-2222-4222-8222-222222222222',
  fees: 600,
  image: '',
  services: ['hearing-assessment', 'hearing-aid-fitting', 'speech-therapy'],
});
const plain: Doctor = makeDoctor({ _id: '33333333-3333-4333-8333-333333333333', fees: 600, image: '' });
const NOW = new Date('2026-03-05T09:45:00+05:30');
// A consultation is booked at 10:30 today: a 30-minute visit still fits at 10:00, a 45-minute one does not.
const BOOKED = { booked: { '5_3_2026': ['10:30'] } };

/** The api's answers: the free times for a visit of the asked length, and the clinic's services. */
function stubApi() {
  return fetchSlots(
    (url) =>
      apiDays(
        new Date(),
        BOOKED,
        'Asia/Kolkata',
        url.endsWith('/hearing-assessment') ? 45 : url.endsWith('/hearing-aid-fitting') ? 90 : 30,
      ),
    (url) =>
      url.endsWith('/api/clinic/services') ? { success: true, message: '', services: SERVICES } : { success: false, message: 'Not Found' },
  );
}

function WhereAmI({ testId = 'where' }: { testId?: string }) {
  const { pathname, search } = useLocation();
  return <p data-testid={testId}>{pathname + search}</p>;
}

function renderPanel(d: Doctor, search = '') {
  return render(
    <MemoryRouter initialEntries={[`/appointment/${d._id}${search}`]}>
      <Routes>
        <Route
          path="/appointment/:docId"
          element={
            <>
              <BookingPanel doctor={d} clinicTz="Asia/Kolkata" />
              <WhereAmI testId="where-panel" />
            </>
          }
        />
        <Route path="/login" element={<WhereAmI />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const visitChoice = () => screen.getByRole('group', { name: 'What is the visit for?' });
const times = async () => within(await screen.findByRole('radiogroup', { name: /^Time on Thursday 5 March/ })).getAllByRole('radio');
const timeNames = async () => (await times()).map((b) => b.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick'] });
  useAuthStore.setState({ token: '' });
  useProfileStore.setState({ profile: null });
  useDoctorsStore.setState({ load: jest.fn(async () => null) });
});
afterEach(() => {
  jest.useRealTimers();
  restoreFetch();
});

test('a doctor who offers no services: no choice of visit, and the services are not asked for', async () => {
  const reads = stubApi();
  renderPanel(plain);
  expect(await timeNames()).toContain('10:00 AM');
  expect(screen.queryByRole('group', { name: 'What is the visit for?' })).not.toBeInTheDocument();
  expect(reads.mock.calls.map(([url]) => url)).toEqual([`/api/doctor/slots/${plain._id}`]);
});

test('a doctor who offers services: a consultation is chosen first, each active service shows its length and fee', async () => {
  stubApi();
  renderPanel(offering);
  expect(await screen.findByRole('radio', { name: 'Consultation · 30 min · ₹600' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Comprehensive Hearing Test · 45 min · ₹800' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Hearing Aid Trial & Fitting · 90 min · ₹1,500' })).not.toBeChecked();
  // A service the clinic has stopped is not offered.
  expect(within(visitChoice()).getAllByRole('radio')).toHaveLength(3);
  expect(visitChoice()).toHaveAccessibleDescription('The times below change with the visit you choose.');
});

test('the times wait for the choice of visit, so they do not jump down under it when it arrives', async () => {
  const stub = stubApi();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
    url.endsWith('/api/clinic/services') ? new Promise(() => {}) : stub(url, init),
  ) as unknown as typeof fetch;
  renderPanel(offering);
  await waitFor(() => expect(stub).toHaveBeenCalledWith(`/api/doctor/slots/${offering._id}`, expect.anything()));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByRole('status')).toHaveTextContent('Loading the free times…');
  expect(screen.queryByRole('radiogroup', { name: 'Day' })).not.toBeInTheDocument();
});

test('when the services cannot be read, the page offers a consultation’s times without a choice', async () => {
  fetchSlots(
    () => apiDays(new Date(), BOOKED),
    () => ({ success: false, message: 'Too many requests, please try again later' }),
  );
  renderPanel(offering);
  expect(await timeNames()).toContain('10:00 AM');
  expect(screen.queryByRole('group', { name: 'What is the visit for?' })).not.toBeInTheDocument();
});

test('choosing the hearing test reads its own free times: the picker offers only where 45 minutes fit', async () => {
  const reads = stubApi();
  renderPanel(offering);
  expect(await timeNames()).toEqual(expect.arrayContaining(['10:00 AM', '8:30 PM']));
  fireEvent.click(await screen.findByRole('radio', { name: /^Comprehensive Hearing Test/ }));
  await waitFor(() => expect(reads).toHaveBeenCalledWith(`/api/doctor/slots/${offering._id}/hearing-assessment`, expect.anything()));
  await waitFor(async () => expect(await timeNames()).not.toContain('10:00 AM'));
  // The visit must end by 21:00, and the 10:30 booking leaves no room before it.
  expect(await timeNames()).not.toContain('8:30 PM');
  expect(await timeNames()).toContain('8:00 PM');
  expect(await timeNames()).toContain('11:00 AM');
});

test('changing the visit keeps the day and a time that still fits; a time the longer visit does not fit is dropped', async () => {
  stubApi();
  renderPanel(offering);
  const chosen = async () => (await times()).filter((b) => b.getAttribute('aria-checked') === 'true').map((b) => b.textContent);
  fireEvent.click((await times()).find((b) => b.textContent === '11:00 AM')!);
  fireEvent.click(await screen.findByRole('radio', { name: /^Comprehensive Hearing Test/ }));
  await waitFor(async () => expect(await timeNames()).not.toContain('10:00 AM'));
  expect(await chosen()).toEqual(['11:00 AM']);

  fireEvent.click(screen.getByRole('radio', { name: /^Consultation/ }));
  await waitFor(async () => expect(await timeNames()).toContain('10:00 AM'));
  fireEvent.click((await times()).find((b) => b.textContent === '10:00 AM')!);
  fireEvent.click(screen.getByRole('radio', { name: /^Comprehensive Hearing Test/ }));
  await waitFor(async () => expect(await timeNames()).not.toContain('10:00 AM'));
  expect(await chosen()).toEqual([]);
  expect(screen.getByRole('radio', { name: 'Thu 5 Mar' })).toHaveAttribute('aria-checked', 'true');
  // Back to a consultation: 10:00 is offered again, but the patient saw it go and must choose it again.
  fireEvent.click(screen.getByRole('radio', { name: /^Consultation/ }));
  await waitFor(async () => expect(await timeNames()).toContain('10:00 AM'));
  expect(await chosen()).toEqual([]);
});

test('the choice of visit is in the address as soon as it is made, so a reload opens on it', async () => {
  stubApi();
  renderPanel(offering, '?slotDate=5_3_2026');
  fireEvent.click(await screen.findByRole('radio', { name: /^Comprehensive Hearing Test/ }));
  await waitFor(() => expect(screen.getByTestId('where-panel')).toHaveTextContent('slotDate=5_3_2026&service=hearing-assessment'));
  fireEvent.click(screen.getByRole('radio', { name: /^Consultation/ }));
  await waitFor(() => expect(screen.getByTestId('where-panel')).not.toHaveTextContent('service='));
});

test('the booking dialog says what is booked, and the booking sends the service', async () => {
  stubApi();
  useAuthStore.setState({ token: 'jwt' });
  renderPanel(offering);
  fireEvent.click(await screen.findByRole('radio', { name: /^Comprehensive Hearing Test/ }));
  await waitFor(async () => expect(await timeNames()).not.toContain('10:00 AM'));
  fireEvent.click((await times()).find((b) => b.textContent === '11:00 AM')!);
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your appointment' });
  expect(dialog).toHaveAccessibleDescription(/Comprehensive Hearing Test, 45 min · Thu 5 Mar 2026 at 11:00 AM \(clinic time\) · Fee ₹800/);
  fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '9845012345' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' })));
  await waitFor(() => expect(book).toHaveBeenCalled());
  expect(book.mock.calls[0]![0]).toBe('userBook');
  expect(book.mock.calls[0]![1]).toMatchObject<Partial<BookAppointmentRequest>>({
    docId: offering._id,
    slotDate: '5_3_2026',
    slotTime: '11:00',
    serviceId: 'hearing-assessment',
  });
});

test('a consultation is booked without a service, at the doctor’s fee', async () => {
  stubApi();
  useAuthStore.setState({ token: 'jwt' });
  renderPanel(offering);
  fireEvent.click((await times()).find((b) => b.textContent === '10:00 AM')!);
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your appointment' });
  expect(dialog).toHaveAccessibleDescription(/Thu 5 Mar 2026 at 10:00 AM \(clinic time\) · Fee ₹600/);
  expect(dialog).not.toHaveAccessibleDescription(/Hearing/);
});

test('sent to log in, the chosen service rides in the address and is chosen again on the way back', async () => {
  stubApi();
  const first = renderPanel(offering);
  fireEvent.click(await screen.findByRole('radio', { name: /^Comprehensive Hearing Test/ }));
  await waitFor(async () => expect(await timeNames()).not.toContain('10:00 AM'));
  fireEvent.click((await times()).find((b) => b.textContent === '11:00 AM')!);
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  const next = new URL(screen.getByTestId('where').textContent!, 'http://x').searchParams.get('next')!;
  expect(next).toBe(`/appointment/${offering._id}?slotDate=5_3_2026&slotTime=11%3A00&service=hearing-assessment`);
  first.unmount();

  const reads = stubApi();
  renderPanel(offering, next.slice(next.indexOf('?')));
  expect(await screen.findByRole('radio', { name: 'Comprehensive Hearing Test · 45 min · ₹800' })).toBeChecked();
  expect(await screen.findByRole('radio', { name: '11:00 AM' })).toHaveAttribute('aria-checked', 'true');
  // The consultation's times are never read meanwhile: the picker shows the hearing test's from the start.
  expect(reads.mock.calls.map(([url]) => url).filter((url) => url.includes('/slots/'))).toEqual([
    `/api/doctor/slots/${offering._id}/hearing-assessment`,
  ]);
});
