import { render, screen, within } from '@testing-library/react';
import { DELETED_PATIENT_NAME } from '@clinic/shared/contract';
import { activateLanguage } from '@clinic/shared/i18n';
import { makeAppointment } from '@clinic/shared/testing';
import { ActionButtons } from '../components/ActionButtons';
import { PatientCell } from '../components/TableCells';

// 9:00 at the clinic on the appointment's day: it can still be moved or cancelled.
const clock = { clinicTz: 'Asia/Kolkata', now: new Date('2026-12-07T09:00:00+05:30') };
const gone = makeAppointment({
  slotDate: '7_12_2026',
  slotTime: '10:30',
  userData: { name: DELETED_PATIENT_NAME, age: null, email: '', phone: '', message: '', image: '' },
  bookedBy: { name: DELETED_PATIENT_NAME, email: '' },
});

const renderRow = () =>
  render(
    <div data-testid="row">
      <PatientCell appointment={gone} />
      <ActionButtons appointment={gone} actions={['move', 'cancel']} clock={clock} busy={false} onAction={() => {}} />
    </div>,
  );

afterEach(() => activateLanguage('en'));

test.each([
  ['en', 'Deleted patient', 'Cancel appointment of Deleted patient'],
  ['hi', 'खाता हटा चुके मरीज़', 'खाता हटा चुके मरीज़ का अपॉइंटमेंट रद्द करें'],
  ['kn', 'ಖಾತೆ ಅಳಿಸಿದ ರೋಗಿ', 'ಖಾತೆ ಅಳಿಸಿದ ರೋಗಿ ಅವರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿ'],
] as const)('in %s, a deleted account is named in the panel’s language, in its row and on its buttons', (lang, name, cancel) => {
  activateLanguage(lang);
  renderRow();
  const row = within(screen.getByTestId('row'));
  expect(row.getByTestId('patient-name')).toHaveTextContent(name);
  expect(row.getByRole('button', { name: cancel })).toBeInTheDocument();
});

test('any other name is shown as it was typed', () => {
  activateLanguage('kn');
  render(<PatientCell appointment={makeAppointment({ userData: { ...gone.userData, name: 'Deleted patients club' } })} />);
  expect(screen.getByTestId('patient-name')).toHaveTextContent('Deleted patients club');
});
