import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import type { Receipt } from '@clinic/shared/contract';
import { useAuthStore } from '@clinic/shared/stores';
import ReceiptPage from './ReceiptPage';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ ...jest.requireActual('@clinic/shared/api-client'), callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const receipt: Receipt = {
  appointmentId: ID,
  number: 'R-3F2A9C1E',
  reference: '3F2A9C1E',
  clinic: {
    name: 'Sunrise Hearing & Speech Clinic',
    addressLines: ['12 Lakeview Road', 'Bengaluru'],
    phone: '+91 98450 12345',
    email: 'care@sunrisehearing.in',
  },
  patientName: 'Asha Rao',
  doctor: { name: 'Dr. Ananya Iyer', speciality: 'Audiologist' },
  slotDate: '5_3_2026',
  slotTime: '17:30',
  clinicTz: 'Asia/Kolkata',
  amount: 150000,
  provider: 'razorpay',
  paymentReference: 'pay_NXk1b2c3d4',
  paidAt: '2026-03-01T09:12:00.000Z',
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/receipt/${ID}`]}>
      <Routes>
        <Route path="/receipt/:appointmentId" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: 'patient-jwt' });
});

/** The document's facts as the reader meets them: each label with its value. */
const facts = () =>
  Object.fromEntries(
    within(screen.getByRole('article', { name: 'Receipt R-3F2A9C1E' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

test('the receipt of the appointment in the address: every line, the rupees grouped the Indian way, and Paid in words', async () => {
  answer.mockResolvedValueOnce({ success: true, message: '', receipt });
  renderPage();
  expect(await screen.findByRole('article', { name: 'Receipt R-3F2A9C1E' })).toBeInTheDocument();
  expect(answer).toHaveBeenCalledWith('userReceipt', { appointmentId: ID });
  expect(facts()).toMatchObject({
    'Receipt number': 'R-3F2A9C1E',
    'Date paid': '1 Mar 2026',
    Patient: 'Asha Rao',
    Doctor: 'Dr. Ananya Iyer, Audiologist',
    'Booking reference': '3F2A9C1E',
    'Paid online with': 'Razorpay',
    'Payment reference': 'pay_NXk1b2c3d4',
    'Amount paid': '₹1,50,000',
  });
  expect(facts().Appointment).toMatch(/^5 Mar 2026 at 5:30/);
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
});

test('a refund is on the receipt, in the same words as the PDF', async () => {
  answer.mockResolvedValueOnce({
    success: true,
    message: '',
    receipt: { ...receipt, amount: 800, refund: { state: 'started', amount: 800 } },
  });
  renderPage();
  await screen.findByRole('article');
  expect(facts().Refund).toBe('Refund of ₹800 started');
  expect(screen.getByText('Refund started')).toBeInTheDocument();
});

test('Print prints; Download PDF fetches the file with the patient’s token and saves it under the receipt’s name', async () => {
  answer.mockResolvedValueOnce({ success: true, message: '', receipt });
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, blob: async () => pdf }));
  Object.assign(globalThis, { fetch: fetchMock });
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(saved).toEqual(['receipt-3F2A9C1E.pdf blob:receipt']));
  expect(fetchMock).toHaveBeenCalledWith(`/api/user/receipt/${ID}/pdf`, { headers: { token: 'patient-jwt' }, cache: 'no-store' });
});

test('no receipt (not paid, or not theirs) says so after the server’s words, with the way back', async () => {
  answer.mockResolvedValueOnce({ success: false, message: 'Receipt not found' });
  renderPage();
  expect(await screen.findByText('No receipt to show')).toBeInTheDocument();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Receipt not found'));
  expect(screen.getByRole('link', { name: 'Back to My appointments' })).toHaveAttribute('href', '/my-appointments');
});

test('a visitor who is not signed in is asked to log in, and comes back here', () => {
  useAuthStore.setState({ token: '' });
  renderPage();
  expect(answer).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Log in or create an account' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/receipt/${ID}`)}`,
  );
});
