import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { makeAppointment } from '@clinic/shared/testing';
import { activateLanguage } from '@clinic/shared/i18n';
import { AppointmentCard } from './AppointmentCard';

jest.mock('react-toastify', () => ({ toast: { warn: jest.fn(), error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ ...jest.requireActual('@clinic/shared/api-client'), callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const QUESTION = 'Are you sure you want to cancel this appointment?';
const renderCard = (paid: boolean, clinicTz: string | null = 'Asia/Kolkata') =>
  render(
    <AppointmentCard
      appointment={makeAppointment({ slotDate: '6_3_2099', slotTime: '10:30', payment: paid, amount: 800 })}
      clinicTz={clinicTz}
      reload={jest.fn()}
    />,
    { wrapper: MemoryRouter },
  );
const cancelButton = () => screen.getAllByRole('button', { name: 'Cancel appointment' })[0]!;
const dialog = () => screen.getByRole('dialog', { name: QUESTION });

beforeEach(() => answer.mockReset());
afterEach(() => act(() => activateLanguage('en')));

test('paid online: the spec’s question, the doctor, day and time, and the full refund to the way they paid', async () => {
  renderCard(true);
  await userEvent.click(cancelButton());
  expect(dialog()).toHaveAccessibleDescription(
    'Your appointment with Dr. Ananya Iyer: Friday 6 March, 10:30 AM (India Standard Time). ' +
      'You paid ₹800 online. Cancelling refunds the full ₹800 to the card, UPI or bank account you paid with; ' +
      'My appointments shows when the refund is done.',
  );
  // Nothing is sent until confirmed; focus starts on the safe choice.
  expect(within(dialog()).getByRole('button', { name: 'Keep appointment' })).toHaveFocus();
  expect(answer).not.toHaveBeenCalled();
});

test('not paid: nothing to pay and nothing to refund; the time without a zone while the zone is unknown', async () => {
  renderCard(false, null);
  await userEvent.click(cancelButton());
  expect(dialog()).toHaveAccessibleDescription(
    'Your appointment with Dr. Ananya Iyer: Friday 6 March, 10:30 AM. ' +
      'You have not paid for this appointment, so there is nothing to pay and nothing to refund.',
  );
  expect(within(dialog()).queryByText(/refunds the full/)).toBeNull();
});

test('Keep appointment and Escape send nothing and give focus back to Cancel; confirming cancels once', async () => {
  answer.mockResolvedValue({ success: true, message: 'Appointment Cancelled' });
  renderCard(true);
  await userEvent.click(cancelButton());
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Keep appointment' }));
  expect((screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement).open).toBe(false);
  expect(cancelButton()).toHaveFocus();

  await userEvent.click(cancelButton());
  act(() => (dialog() as HTMLDialogElement).close()); // what Escape does to a modal <dialog>
  expect(cancelButton()).toHaveFocus();
  expect(answer).not.toHaveBeenCalled();

  await userEvent.click(cancelButton());
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel appointment' }));
  expect(answer).toHaveBeenCalledTimes(1);
  expect(answer).toHaveBeenCalledWith('userCancel', { appointmentId: expect.any(String) });
});

test('in Hindi and Kannada the question, the time and the money are in the reader’s language', async () => {
  act(() => activateLanguage('hi'));
  const { unmount } = renderCard(true);
  await userEvent.click(screen.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }));
  const hi = screen.getByRole('dialog');
  expect(hi).toHaveAccessibleDescription(/^Dr\. Ananya Iyer के साथ आपका अपॉइंटमेंट: शुक्रवार, 6 मार्च, /);
  expect(hi).toHaveAccessibleDescription(/पूरे ₹800 उसी कार्ड, UPI या बैंक खाते में वापस \(रिफ़ंड\) किए जाएँगे/);
  unmount();
  act(() => activateLanguage('kn'));
  renderCard(false);
  await userEvent.click(screen.getByRole('button', { name: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿ' }));
  expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/ಏನನ್ನೂ ಪಾವತಿಸಿಲ್ಲ/);
});
