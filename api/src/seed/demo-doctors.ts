import type { DoctorLanguage, ServiceId, Speciality } from '@clinic/shared/contract';
import type { PortraitStyle } from './portrait';

export interface DemoDoctor {
  name: string;
  email: string;
  speciality: Speciality;
  /** Decision 42: what helps a patient pick; every service of the clinic is offered by someone available. */
  focus: string;
  languages: DoctorLanguage[];
  services: ServiceId[];
  degree: string;
  experience: string;
  fees: number;
  available: boolean;
  about: string;
  portrait: PortraitStyle;
}

const SKIN = ['#8d5524', '#a86b3c', '#c68642', '#e0ac69', '#f1c27d'] as const;
const BG = ['#cfe8ea', '#fde3c8', '#dfe7fb', '#e2f2e4', '#f6dfe6', '#ece3f7'] as const;

const d = (
  name: string,
  speciality: Speciality,
  degree: string,
  experience: string,
  fees: number,
  about: string,
  details: Pick<DemoDoctor, 'focus' | 'languages' | 'services'>,
  portrait: PortraitStyle,
  available = true,
): DemoDoctor => ({
  ...details,
  name,
  email: `${name
    .replace(/^Dr\.\s*/, '')
    .toLowerCase()
    .replace(/\s+/g, '.')}@sunrisehearing.in`,
  speciality,
  degree,
  experience,
  fees,
  available,
  about,
  portrait,
});

/** The first one must be Available: the home page features it. */
export const DEMO_DOCTORS: DemoDoctor[] = [
  d(
    'Dr. Ananya Iyer',
    'Hearing Aid and Speech Specialist',
    'MASLP',
    '8 Year',
    800,
    'Ananya leads our hearing-aid service. She tests hearing for every age, fits and fine-tunes hearing aids in the room with you, and checks in until every setting feels natural in daily life.',
    {
      focus: 'Audiologist',
      languages: ['English', 'Kannada', 'Tamil'],
      services: ['hearing-assessment', 'hearing-aid-fitting', 'tympanometry', 'aural-rehabilitation'],
    },
    { background: BG[0], skin: SKIN[2], hair: '#2b1b12', hairStyle: 'long', shirt: '#0b5e6b' },
  ),
  d(
    'Dr. Rahul Menon',
    'Hearing Aid and Speech Specialist',
    'B.ASLP',
    '5 Year',
    600,
    'Rahul looks after tinnitus and balance assessments. He explains every result in plain words and with written notes, so nothing depends on catching every word.',
    {
      focus: 'Audiologist, tinnitus and balance',
      languages: ['English', 'Malayalam', 'Hindi'],
      services: ['hearing-assessment', 'tinnitus', 'vertigo-balance'],
    },
    { background: BG[1], skin: SKIN[1], hair: '#1d1410', hairStyle: 'short', shirt: '#f4a259' },
  ),
  d(
    'Dr. Kavya Reddy',
    'Hearing Aid and Speech Specialist',
    'MASLP, PhD (Audiology)',
    '10 Year',
    1200,
    'Kavya specialises in cochlear-implant candidacy and mapping. She works closely with families before and after surgery, and with schools when a child returns to class.',
    {
      focus: 'Cochlear implant audiologist',
      languages: ['English', 'Telugu', 'Kannada'],
      services: ['cochlear-implants', 'paediatric-assessment', 'auditory-processing', 'aural-rehabilitation'],
    },
    { background: BG[2], skin: SKIN[3], hair: '#3b2418', hairStyle: 'bun', shirt: '#3d5a98', glasses: true },
  ),
  d(
    'Dr. Sanjay Kulkarni',
    'Hearing Aid and Speech Specialist',
    'MBBS, MS (ENT)',
    '10 Year',
    1000,
    'Sanjay is our ear, nose and throat surgeon. He treats ear infections, wax and eardrum problems, and decides with you whether medicine, surgery or a hearing aid is the right next step.',
    {
      focus: 'ENT surgeon',
      languages: ['English', 'Marathi', 'Kannada', 'Hindi'],
      services: ['tympanometry', 'vertigo-balance', 'cochlear-implants'],
    },
    { background: BG[3], skin: SKIN[1], hair: '#6b6b6b', hairStyle: 'bald', shirt: '#1e7a46', glasses: true },
  ),
  d(
    'Dr. Meera Krishnan',
    'Hearing Aid and Speech Specialist',
    'MASLP',
    '4 Year',
    700,
    'Meera is a speech-language therapist for children and adults: late talking, stammering, voice care and speech after a stroke, with exercises your family can practise at home.',
    {
      focus: 'Speech-language pathologist',
      languages: ['English', 'Tamil', 'Malayalam'],
      services: ['speech-therapy', 'stammering', 'voice-therapy'],
    },
    { background: BG[4], skin: SKIN[2], hair: '#1a1a1a', hairStyle: 'long', shirt: '#b54a6a' },
  ),
  d(
    'Dr. Deepa Joseph',
    'Hearing Aid and Speech Specialist',
    'B.ASLP',
    '2 Year',
    400,
    'Deepa runs our newborn and school hearing screenings and our hearing-aid care clinic: cleaning, batteries, repairs and small adjustments, usually while you wait.',
    {
      focus: 'Paediatric audiology',
      languages: ['English', 'Malayalam', 'Kannada'],
      services: ['newborn-screening', 'paediatric-assessment', 'hearing-aid-repairs', 'ear-moulds'],
    },
    { background: BG[5], skin: SKIN[0], hair: '#120c08', hairStyle: 'bun', shirt: '#0b5e6b' },
  ),
  d(
    'Dr. Arjun Nair',
    'General physician',
    'MBBS',
    '6 Year',
    500,
    'Arjun is our general physician. He looks at the whole picture — blood pressure, diabetes, medicines — that can affect hearing, balance and recovery.',
    { focus: 'Family medicine', languages: ['English', 'Hindi', 'Malayalam'], services: [] },
    { background: BG[0], skin: SKIN[2], hair: '#20160f', hairStyle: 'short', shirt: '#3d5a98' },
  ),
  d(
    'Dr. Vikram Shetty',
    'Neurologist',
    'MBBS, DM (Neurology)',
    '9 Year',
    1500,
    'Vikram sees patients with dizziness, facial weakness and sudden hearing loss where the nerves are involved, and coordinates care with our audiologists.',
    { focus: 'Neuro-otology', languages: ['English', 'Kannada', 'Hindi'], services: ['vertigo-balance'] },
    { background: BG[2], skin: SKIN[3], hair: '#3a3a3a', hairStyle: 'short', shirt: '#5b6b72', glasses: true },
  ),
  d(
    'Dr. Priya Sharma',
    'Pediatricians',
    'MBBS, MD (Paediatrics)',
    '7 Year',
    900,
    'Priya cares for babies and children, from ear infections to development checks, and makes sure hearing and speech concerns are caught early.',
    { focus: 'Child development', languages: ['English', 'Hindi', 'Bengali'], services: ['newborn-screening'] },
    { background: BG[1], skin: SKIN[4], hair: '#2d1d14', hairStyle: 'long', shirt: '#f4a259' },
    false,
  ),
  d(
    'Dr. Fatima Sheikh',
    'Gynecologist',
    'MBBS, MS (OBG)',
    '8 Year',
    900,
    'Fatima supports women through pregnancy and beyond, including advice on newborn hearing screening and care of hearing during pregnancy.',
    { focus: 'Pregnancy and newborn care', languages: ['English', 'Urdu', 'Hindi'], services: [] },
    { background: BG[4], skin: SKIN[3], hair: '#1b120d', hairStyle: 'bun', shirt: '#7a4fb0' },
  ),
  d(
    'Dr. Naveen Rao',
    'Dermatologist',
    'MBBS, MD (Dermatology)',
    '3 Year',
    600,
    'Naveen treats skin conditions of the ear canal and the skin around hearing aids and earmoulds, so devices stay comfortable all day.',
    { focus: 'Skin of the ear canal', languages: ['English', 'Kannada', 'Telugu'], services: [] },
    { background: BG[3], skin: SKIN[0], hair: '#0f0b08', hairStyle: 'short', shirt: '#1e7a46' },
    false,
  ),
  d(
    'Dr. Lakshmi Venkatesh',
    'Gastroenterologist',
    'MBBS, DM (Gastroenterology)',
    '9 Year',
    1400,
    'Lakshmi treats reflux and swallowing problems that can affect the voice and throat, working alongside our speech therapists.',
    { focus: 'Reflux and swallowing', languages: ['English', 'Tamil', 'Telugu'], services: [] },
    { background: BG[5], skin: SKIN[1], hair: '#4a4a4a', hairStyle: 'bun', shirt: '#0b5e6b', glasses: true },
  ),
];
