import { activateLanguage, type Language } from '@clinic/shared/i18n';
import type { ClinicTerms } from '@clinic/shared/search';
import { loadClinicTerms } from '@clinic/shared/search/terms';
import { searchDoctors } from './search-doctors';

// Issue 35 (point 3): a search forgives how Hindi and Kannada are spelled, crosses scripts and knows the
// words patients use for the clinic's work, whichever language the page is in.
const doctors = [
  {
    name: 'Dr. Ananya Iyer',
    focus: 'Paediatric audiology',
    speciality: 'Hearing Aid and Speech Specialist',
    languages: ['English', 'Kannada'],
    services: ['newborn-screening', 'paediatric-assessment'],
  },
  {
    name: 'Dr. Vikram Shetty',
    focus: 'Vestibular audiologist',
    speciality: 'Neurologist',
    languages: ['English', 'Hindi'],
    services: ['vertigo-balance', 'tinnitus'],
  },
  {
    name: 'Dr. Meera Nair',
    focus: '',
    speciality: 'General physician',
    languages: ['Malayalam'],
    services: [],
    // Staff's own words in Hindi and Kannada (decision 53) are searched too.
    translations: { hi: { focus: 'बुज़ुर्गों की देखभाल' }, kn: { focus: 'ವೃದ್ಧರ ಆರೈಕೆ' } },
  },
  {
    name: 'Dr. Farhan Qureshi',
    focus: 'ENT surgeon',
    speciality: 'Hearing Aid and Speech Specialist',
    languages: ['English', 'Hindi', 'Kannada'],
    services: ['tympanometry', 'hearing-aid-fitting'],
  },
  {
    name: 'Dr. Lakshmi Rao',
    focus: 'Speech-language pathologist',
    speciality: 'Hearing Aid and Speech Specialist',
    languages: ['English', 'Tamil'],
    services: ['speech-therapy', 'stammering'],
  },
] as const;

let terms: ClinicTerms | undefined;
beforeAll(async () => {
  terms = await loadClinicTerms();
});

const names = (query: string, table = terms) => searchDoctors(doctors, query, table).map((d) => d.name.split(' ')[1]);
const expectFound = (queries: string[], found: string[]) => {
  for (const query of queries) expect([query, names(query)]).toEqual([query, found]);
};

afterAll(() => activateLanguage('en'));

describe.each<Language>(['en', 'hi', 'kn'])('the page in %s', (lang) => {
  beforeAll(() => activateLanguage(lang));

  test('a language, however it is spelled and in whichever script', () => {
    expectFound(['हिंदी', 'हिन्दी', 'ಹಿಂದಿ', 'Hindi', 'हिंदि'], ['Vikram', 'Farhan']);
    expectFound(['ಕನ್ನಡ', 'कन्नड़', 'कन्नड', 'kannada'], ['Ananya', 'Farhan']);
    expectFound(['तमिल', 'ತಮಿಳು'], ['Lakshmi']);
    expectFound(['मलयालम', 'ಮಲಯಾಳಂ'], ['Meera']);
  });

  test('a focus staff wrote in Hindi or Kannada', () => {
    expectFound(['बुजुर्गों', 'ವೃದ್ಧರ'], ['Meera']);
  });

  test('a speciality or service in English words written in Hindi or Kannada', () => {
    expectFound(['ऑडियोलॉजिस्ट', 'ऑडियोलोजिस्ट', 'ಆಡಿಯಾಲಜಿಸ್ಟ್', 'ಆಡಿಯೋಲಜಿಸ್ಟ್', 'audiologist'], ['Ananya', 'Vikram']);
    expectFound(['ಸ್ಪೀಚ್', 'ಸ್ಪೀಚ', 'स्पीच', 'स्पीच्', 'speech'], ['Ananya', 'Farhan', 'Lakshmi']);
    expectFound(['ईएनटी', 'ಇಎನ್‌ಟಿ', 'ಇಎನ್ಟಿ', 'ENT'], ['Farhan']);
    expectFound(['फिजिशियन', 'फ़िज़िशियन', 'ಫಿಸಿಶಿಯನ್'], ['Meera']);
  });

  test('the words patients use for speech, hearing and hearing aids', () => {
    expectFound(['ಮಾತು', 'बोलना', 'वाणी', 'ವಾಕ್'], ['Ananya', 'Farhan', 'Lakshmi']);
    expectFound(['ಶ್ರವಣ', 'श्रवण', 'सुनना', 'hearing loss', 'ऊंचा सुनना'], ['Ananya', 'Farhan', 'Lakshmi']);
    expectFound(['hearing aid', 'मशीन', 'कान की मशीन', 'सुनने की मशीन', 'ಶ್ರವಣ ಸಾಧನ'], ['Ananya', 'Farhan', 'Lakshmi']);
    expectFound(['हकलाना', 'ತೊದಲು', 'stuttering'], ['Lakshmi']);
  });

  test('the words patients use for ear doctors, tinnitus, dizziness and children', () => {
    expectFound(['ear doctor', 'कान का डॉक्टर', 'कान के डॉक्टर', 'ಕಿವಿ ವೈದ್ಯ', 'नाक कान गला', 'कान-नाक-गला'], ['Farhan']);
    expectFound(['tinnitus', 'टिनिटस', 'कान में आवाज़', 'कान में आवाज', 'ಕಿವಿಯಲ್ಲಿ ಶಬ್ದ', 'ringing in the ears'], ['Vikram']);
    expectFound(['चक्कर', 'ತಲೆಸುತ್ತು', 'dizziness'], ['Vikram']);
    expectFound(['child', 'बच्चा', 'बच्चों के डॉक्टर', 'ಮಗು', 'ಮಕ್ಕಳ', 'नवजात', 'ಶಿಶು'], ['Ananya']);
  });

  test('words of different kinds narrow the list together', () => {
    expectFound(['हिंदी कान में आवाज़', 'ಹಿಂದಿ ಟಿನ್ನಿಟಸ್'], ['Vikram']);
    expectFound(['ಕನ್ನಡ ಮಾತು', 'कन्नड़ स्पीच'], ['Ananya', 'Farhan']);
    expectFound(['तमिल मशीन'], ['Lakshmi']);
    expectFound(['हिंदी हकलाना', 'ಮಲಯಾಳಂ ಮಾತು'], []);
  });

  test('no false friends: "ear" is not hearing, speech is not neurology, unknown words find no one', () => {
    expectFound(['ear'], ['Farhan']);
    // The ear in Kannada also begins the Kannada title of tinnitus ("ಕಿವಿಯಲ್ಲಿ ಶಬ್ದ"), but never hearing alone.
    expect(names('ಕಿವಿ')).not.toEqual(expect.arrayContaining(['Ananya']));
    expect(names('ಕಿವಿ')).not.toEqual(expect.arrayContaining(['Lakshmi']));
    for (const query of ['ಮಾತು', 'मशीन', 'speech', 'हकलाना']) expect(names(query)).not.toContain('Vikram');
    expectFound(['zzz', 'ಅಅಅ', 'कखग'], []);
  });

  test('before the term table arrives, a search already forgives spelling and crosses Hindi and Kannada script', () => {
    const bySpelling = (query: string) => names(query, undefined);
    expect(bySpelling('हिंदी')).toEqual(bySpelling('हिन्दी'));
    expect(bySpelling('ಸ್ಪೀಚ್')).toEqual(bySpelling('स्पीच'));
    expect(bySpelling('zzz')).toEqual([]);
  });
});
