import { render, screen } from '@testing-library/react';
import { makeAppointment } from '@clinic/shared/testing';
import { SlotCell } from './TableCells';

test('the slot of a service’s appointment says the service and its length under the date and time', () => {
  render(
    <SlotCell
      appointment={makeAppointment({
        slotDate: '7_12_2026',
        slotTime: '10:30',
        service: { id: 'hearing-assessment', durationMinutes: 45 },
      })}
    />,
  );
  expect(screen.getByText('7 Dec 2026')).toBeInTheDocument();
  expect(screen.getByTestId('visit-service')).toHaveTextContent('Comprehensive Hearing Test · 45 min');
});

test('a consultation’s slot is the date and time alone', () => {
  render(<SlotCell appointment={makeAppointment({ slotDate: '7_12_2026', slotTime: '10:30' })} />);
  expect(screen.getByText('10:30 AM')).toBeInTheDocument();
  expect(screen.queryByTestId('visit-service')).toBeNull();
});
