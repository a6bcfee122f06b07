/** @jest-environment node */
// No page here, and `ics` (through nanoid) loads only as Node loads it.
import { activateLanguage } from '@clinic/shared/i18n';
import { useDoctorsStore } from '@clinic/shared/stores';
import { downloadCalendarFile } from './calendar-file';
import { saveFile } from './save-file';

jest.mock('./save-file', () => ({ saveFile: jest.fn() }));
const saved = saveFile as jest.MockedFunction<typeof saveFile>;

const appointment = {
  _id: '3f2a9c1e-0000-4000-8000-000000000001',
  slotDate: '4_12_2030',
  slotTime: '10:30',
  docData: { name: 'Dr. Ananya Iyer', speciality: 'Neurologist', address: { line1: 'MG Road', line2: '' } },
};

beforeEach(() => {
  saved.mockClear();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
});
afterEach(() => activateLanguage('en'));

test('Add to calendar saves the file in the language on screen, and in English by default', async () => {
  await downloadCalendarFile(appointment);
  const [englishFile, englishName] = saved.mock.calls[0]!;
  expect(englishName).toBe('appointment-4_12_2030.ics');
  expect(await englishFile.text()).toContain('SUMMARY:Appointment with Dr. Ananya Iyer');

  activateLanguage('hi');
  await downloadCalendarFile(appointment);
  const [hindiFile, hindiName] = saved.mock.calls[1]!;
  expect(hindiName).toBe('अपॉइंटमेंट-4_12_2030.ics');
  expect(await hindiFile.text()).toContain('Dr. Ananya Iyer के साथ अपॉइंटमेंट');
});
