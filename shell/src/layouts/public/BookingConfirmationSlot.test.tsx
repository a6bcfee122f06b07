import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { useAuthStore, useBookingConfirmationStore, type BookingConfirmation } from '@clinic/shared/stores';
import { hydrationProblems } from '@clinic/shared/testing';
import { loadRemotePage } from '../../remotes/registry';
import { BookingConfirmationSlot } from './BookingConfirmationSlot';

jest.mock('../../remotes/registry', () => ({ loadRemotePage: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

const booked: BookingConfirmation = {
  appointmentId: '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b',
  docId: 'd',
  doctorName: 'Dr. Ananya Iyer',
  speciality: 'Audiologist',
  address: { line1: '', line2: '' },
  slotDate: '27_11_2026',
  slotTime: '10:30',
  clinicTz: 'Asia/Kolkata',
  fee: 500,
};

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="*" element={<BookingConfirmationSlot />} />
    </Routes>
  </MemoryRouter>
);

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => <p>The confirmation panel</p> });
  useAuthStore.setState({ token: 'patient-token' });
  useBookingConfirmationStore.getState().dismiss();
});

test('nothing is fetched for a visitor who has not booked', async () => {
  await act(async () => render(at('/')));
  expect(load).not.toHaveBeenCalled();
});

test('after a booking, `/` fetches mf_patient’s panel and shows it; other pages do not', async () => {
  useBookingConfirmationStore.getState().show(booked);
  await act(async () => render(at('/doctors')));
  expect(load).not.toHaveBeenCalled();

  await act(async () => render(at('/')));
  expect(load).toHaveBeenCalledWith('mf_patient/BookingConfirmation');
  expect(await screen.findByText('The confirmation panel')).toBeInTheDocument();

  act(() => useBookingConfirmationStore.getState().dismiss());
  expect(screen.queryByText('The confirmation panel')).not.toBeInTheDocument();
});

test('the server’s `/` has no panel, and hydrating it does not trip over the stored booking', async () => {
  useBookingConfirmationStore.getState().show(booked);
  // Rendered as the server does (its router), then hydrated as the browser does.
  let side = 0;
  const page = () =>
    side++ === 0 ? (
      <StaticRouter location="/">
        <BookingConfirmationSlot />
      </StaticRouter>
    ) : (
      at('/')
    );
  expect(renderToString(page())).toBe('');
  side = 0;
  expect(await hydrationProblems(page)).toEqual([]);
  // Once hydrated, the browser shows what the tab kept.
  expect(load).toHaveBeenCalledWith('mf_patient/BookingConfirmation');
});
