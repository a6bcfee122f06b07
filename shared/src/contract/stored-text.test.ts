import { bookingUserDataSchema } from './appointment';
import { addDoctorFieldsSchema, doctorProfileUpdateSchema, doctorSchema } from './doctor';
import { emailSchema, hasControlCharacter, multiLineText, singleLineText } from './primitives';
import { registerRequestSchema, updateProfileFieldsSchema, userProfileSchema } from './user';

/** Every character the rule refuses in a single-line field, by name. */
const REFUSED: Record<string, string> = {
  'a lone CR': '\r',
  LF: '\n',
  CRLF: '\r\n',
  TAB: '\t',
  NUL: '\u0000',
  ESC: '\u001b',
  DEL: '\u007f',
  'NEL (C1)': '\u0085',
  'CSI (C1)': '\u009b',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'first-strong isolate': '\u2068',
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('single-line text', () => {
  const name = singleLineText('Name').min(1, { message: 'Name is required' }).max(120);

  test.each(Object.entries(REFUSED))('refuses %s inside the text, saying which field', (_label, character) => {
    expect(firstMessage(name.safeParse(`Dr. Evil${character}BEGIN:VEVENT`))).toBe('Name cannot contain line breaks or control characters');
  });

  test('keeps what names and addresses really hold', () => {
    for (const text of [
      'Dr. Ananya Iyer',
      'अनन्या अय्यर',
      'ക്ഷ്‍',
      'क्‌ष',
      'محمد\u200f علي',
      'Zoë O’Brien-Šimić',
      '👩‍⚕️ Meera',
      '#12, 3rd Cross; Koramangala',
    ]) {
      expect(name.safeParse(text)).toEqual({ success: true, data: text });
    }
  });

  test('still trims first, so a trailing line break pasted with a name is simply dropped', () => {
    expect(name.parse('  Asha Rao\r\n')).toBe('Asha Rao');
    expect(firstMessage(name.safeParse('\r\n'))).toBe('Name is required');
  });
});

describe('multi-line text', () => {
  const about = multiLineText('About').max(4000);

  test('keeps line breaks, stored as LF', () => {
    expect(about.parse('First line\r\nSecond line\rThird line\nFourth')).toBe('First line\nSecond line\nThird line\nFourth');
  });

  test.each(Object.entries(REFUSED).filter(([label]) => !['a lone CR', 'LF', 'CRLF'].includes(label)))(
    'refuses %s',
    (_label, character) => {
      expect(firstMessage(about.safeParse(`Hearing${character}aids`))).toBe('About cannot contain control characters');
    },
  );

  test('the shared check agrees with both schemas', () => {
    expect(hasControlCharacter('a\nb')).toBe(true);
    expect(hasControlCharacter('a\nb', true)).toBe(false);
    expect(hasControlCharacter('a\rb', true)).toBe(true);
  });
});

describe('every stored text field uses the rule', () => {
  const cr = 'Lake Road\rLOCATION:Elsewhere';
  const address = { line1: '12 Lake Road', line2: 'Mysuru' };
  const doctor = {
    name: 'Dr. Meera Iyer',
    email: 'meera@example.in',
    password: 'long-enough-1',
    fees: 500,
    degree: 'MASLP',
    about: 'Audiology',
    address,
  };
  const patient = { name: 'Asha Rao', phone: '+91 90000 12345', address, gender: 'Female', dob: 'Not Selected' };
  const booking = { name: 'Asha Rao', phone: '+91 90000 12345', message: 'Left ear' };
  const line = (field: string) => `${field} cannot contain line breaks or control characters`;

  test.each([
    ['add-doctor name', addDoctorFieldsSchema, { ...doctor, name: cr }, line('Name')],
    ['add-doctor degree', addDoctorFieldsSchema, { ...doctor, degree: cr }, line('Degree')],
    ['add-doctor about', addDoctorFieldsSchema, { ...doctor, about: 'Audiology\u001b[2J' }, 'About cannot contain control characters'],
    ['add-doctor address', addDoctorFieldsSchema, { ...doctor, address: { ...address, line1: cr } }, line('Address')],
    ['add-doctor email', addDoctorFieldsSchema, { ...doctor, email: 'meera@example.in\r' }, 'Please enter a valid email'],
    [
      'doctor profile address',
      doctorProfileUpdateSchema,
      { address: { ...address, line2: cr }, fees: 500, about: '', available: true },
      line('Address'),
    ],
    [
      'doctor profile about',
      doctorProfileUpdateSchema,
      { address, fees: 500, about: 'a\u2028b', available: true },
      'About cannot contain control characters',
    ],
    ['patient name', updateProfileFieldsSchema, { ...patient, name: cr }, line('Name')],
    ['patient phone', updateProfileFieldsSchema, { ...patient, phone: '123\t456' }, line('Phone')],
    ['patient address', updateProfileFieldsSchema, { ...patient, address: { ...address, line1: cr } }, line('Address')],
    ['register name', registerRequestSchema, { name: cr, email: 'a@example.in', password: 'long-enough-1' }, line('Name')],
    ['booking name', bookingUserDataSchema, { ...booking, name: cr }, line('Name')],
    ['booking phone', bookingUserDataSchema, { ...booking, phone: '98\u0000' }, line('Phone')],
    ['booking message', bookingUserDataSchema, { ...booking, message: 'Come\u202egnivom' }, 'Message cannot contain control characters'],
  ])('%s', (_label, schema, value, message) => {
    expect(firstMessage(schema.safeParse(value))).toBe(message);
  });

  test('a booking message and a doctor’s about keep their lines', () => {
    expect(bookingUserDataSchema.parse({ ...booking, message: 'Left ear\r\nrings at night' }).message).toBe('Left ear\nrings at night');
    expect(addDoctorFieldsSchema.parse({ ...doctor, about: 'One\r\n\r\nTwo' }).about).toBe('One\n\nTwo');
  });

  test('e-mail addresses cannot carry controls either', () => {
    expect(emailSchema.safeParse('a@example.in\nBcc: b@example.in').success).toBe(false);
  });

  test('what the api answers is read back as stored, never refused: rows older than the rule still list', () => {
    const old = { line1: 'Lake Road\rOld', line2: 'x' };
    expect(userProfileSchema.shape.address.parse(old)).toEqual(old);
    expect(doctorSchema.shape.address.parse(old)).toEqual(old);
  });
});
