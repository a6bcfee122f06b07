import { doctorTranslationsSchema, type Doctor } from '@clinic/shared/contract';
import { inLanguage } from '@clinic/shared/i18n';
import { doctorTexts, experienceText } from './index';

const doctor: Pick<Doctor, 'about' | 'focus' | 'address' | 'translations'> = {
  about: 'Ananya leads our hearing-aid service.',
  focus: 'Audiologist',
  address: { line1: '12 Lakeview Road, Jayanagar 4th Block', line2: 'Bengaluru, Karnataka 560011' },
  translations: {
    hi: { about: 'अनन्या हमारी हियरिंग एड सेवा की प्रमुख हैं।', address: { line1: '12, लेकव्यू रोड, जयनगर चौथा ब्लॉक' } },
    kn: { focus: 'ಶ್ರವಣ ತಜ್ಞೆ' },
  },
};

test('a Hindi or Kannada reader sees what staff wrote in their language, and the English wherever they wrote nothing', () => {
  expect(doctorTexts(doctor, 'hi')).toEqual({
    about: 'अनन्या हमारी हियरिंग एड सेवा की प्रमुख हैं।',
    focus: 'Audiologist',
    address: { line1: '12, लेकव्यू रोड, जयनगर चौथा ब्लॉक', line2: 'Bengaluru, Karnataka 560011' },
  });
  expect(doctorTexts(doctor, 'kn')).toEqual({ about: doctor.about, focus: 'ಶ್ರವಣ ತಜ್ಞೆ', address: doctor.address });
  expect(doctorTexts(doctor, 'en')).toEqual({ about: doctor.about, focus: doctor.focus, address: doctor.address });
  // A doctor nobody translated (an older answer without the field) reads in English in every language.
  const { translations: _none, ...plain } = doctor;
  expect(doctorTexts(plain, 'kn')).toEqual({ about: doctor.about, focus: doctor.focus, address: doctor.address });
  // The language on screen is the default.
  expect(inLanguage('hi', () => doctorTexts(doctor).about)).toBe('अनन्या हमारी हियरिंग एड सेवा की प्रमुख हैं।');
});

test.each([
  ['en', '1 year', '5 years', '10 years'],
  ['hi', '1 साल', '5 साल', '10 साल'],
  ['kn', '1 ವರ್ಷ', '5 ವರ್ಷ', '10 ವರ್ಷ'],
] as const)('experience reads with the plural of %s and Latin digits', (lang, one, five, ten) => {
  expect(inLanguage(lang, () => ['1 Year', '5 Year', '10 Year'].map(experienceText))).toEqual([one, five, ten]);
  // A value of another form (older data) is shown as stored, in any language.
  expect(inLanguage(lang, () => experienceText('Over 20 years'))).toBe('Over 20 years');
});

test('staff send only Hindi and Kannada, each field checked as its English one; blanks are dropped', () => {
  expect(
    doctorTranslationsSchema.parse({
      hi: { about: '  परिचय\r\nदूसरी पंक्ति ', focus: '', address: { line1: 'पता', line2: ' ' } },
      kn: { about: '', focus: '', address: { line1: '', line2: '' } },
    }),
  ).toEqual({ hi: { about: 'परिचय\nदूसरी पंक्ति', address: { line1: 'पता' } } });
  const refused = (value: unknown) => doctorTranslationsSchema.safeParse(value).error?.issues[0]?.message;
  expect(refused({ ta: { about: 'x' } })).toBe('Translations are missing or invalid');
  expect(refused({ hi: { about: 'x', name: 'Dr. X' } })).toBe('Translations are missing or invalid');
  expect(refused({ hi: 'परिचय' })).toBe('Translations are missing or invalid');
  expect(refused({ hi: { about: 42 } })).toBeDefined();
  expect(refused({ kn: { focus: 'ಶ್ರವಣ\nತಜ್ಞೆ' } })).toBe('Focus cannot contain line breaks or control characters');
  expect(refused({ kn: { focus: 'ಅ'.repeat(81) } })).toBe('Focus is too long (80 characters at most)');
  expect(refused({ hi: { about: 'अ'.repeat(4001) } })).toBeDefined();
  expect(refused({ hi: { address: { line1: 'x'.repeat(201) } } })).toBeDefined();
});
