import { render, screen } from '@testing-library/react';
import { makeAppointment } from '@clinic/shared/testing';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';

const open = (payment: boolean) =>
  render(<CancelAppointmentDialog appointment={makeAppointment({ payment, amount: 800 })} onConfirm={jest.fn()} onClose={jest.fn()} />);
const dialog = () => screen.getByRole('dialog', { name: 'Are you sure you want to cancel this appointment?' });

test('a paid appointment: staff are told the full fee goes back to the way the patient paid (decision 49)', () => {
  open(true);
  expect(dialog()).toHaveTextContent('They paid ₹800 online: the full amount goes back to the card, UPI or bank account they paid with.');
});

test('an unpaid one says nothing of money', () => {
  open(false);
  expect(dialog()).not.toHaveTextContent(/paid|refund/i);
});
