import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrationProblems } from '@clinic/shared/testing';
import { useAuthStore } from '@clinic/shared/auth';
import { BOOKING_CONFIRMATION_KEY, useBookingConfirmationStore, type BookingConfirmation } from './booking-confirmation';

const booked: BookingConfirmation = {
  appointmentId: '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b',
  docId: 'd1',
  doctorName: 'Dr. Ananya Iyer',
  speciality: 'Audiologist',
  address: { line1: '12 Lake Road', line2: 'Mysuru' },
  slotDate: '27_11_2026',
  slotTime: '10:30',
  clinicTz: 'Asia/Kolkata',
  fee: 500,
};

function Shown() {
  const confirmation = useBookingConfirmationStore((s) => s.confirmation);
  return <p>{confirmation ? confirmation.doctorName : 'nothing'}</p>;
}

beforeEach(() => {
  useBookingConfirmationStore.getState().dismiss();
  useAuthStore.setState({ token: 'patient-jwt' });
});

test('a booking is kept for the tab, so a reload shows it again, until it is dismissed', () => {
  useBookingConfirmationStore.getState().show(booked);
  expect(JSON.parse(window.sessionStorage.getItem(BOOKING_CONFIRMATION_KEY)!)).toEqual(booked);
  useBookingConfirmationStore.getState().dismiss();
  expect(window.sessionStorage.getItem(BOOKING_CONFIRMATION_KEY)).toBeNull();
  expect(useBookingConfirmationStore.getState().confirmation).toBeNull();
});

test('a new page load reads what the tab kept, and ignores what is not a confirmation', () => {
  window.sessionStorage.setItem(BOOKING_CONFIRMATION_KEY, JSON.stringify(booked));
  jest.isolateModules(() => {
    const { useBookingConfirmationStore: fresh } = jest.requireActual<typeof import('./booking-confirmation')>('./booking-confirmation');
    expect(fresh.getState().confirmation).toEqual(booked);
  });
  for (const junk of ['{"appointmentId":1}', 'not json', JSON.stringify({ ...booked, fee: '500' })]) {
    window.sessionStorage.setItem(BOOKING_CONFIRMATION_KEY, junk);
    jest.isolateModules(() => {
      const { useBookingConfirmationStore: fresh } = jest.requireActual<typeof import('./booking-confirmation')>('./booking-confirmation');
      expect(fresh.getState().confirmation).toBeNull();
    });
  }
});

test('a page the server rendered hydrates without it, then shows it; a page the browser renders shows it at once', async () => {
  useBookingConfirmationStore.getState().show(booked);
  expect(renderToString(<Shown />)).toBe('<p>nothing</p>');
  await expect(hydrationProblems(() => <Shown />)).resolves.toEqual([]);
  render(<Shown />);
  expect(screen.getByText('Dr. Ananya Iyer')).toBeInTheDocument();
});

test('signing out lets go of it', () => {
  useBookingConfirmationStore.getState().show(booked);
  useAuthStore.setState({ token: '' });
  expect(useBookingConfirmationStore.getState().confirmation).toBeNull();
  expect(window.sessionStorage.getItem(BOOKING_CONFIRMATION_KEY)).toBeNull();
});
