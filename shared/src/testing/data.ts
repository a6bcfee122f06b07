// Test data for the jest suites: a doctor profile and an appointment, each field overridable.
import type { Appointment, DoctorProfile } from '@clinic/shared/contract';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function makeDoctor(overrides: Partial<DoctorProfile> = {}): DoctorProfile {
  return {
    _id: uuid(),
    name: 'Dr. Ananya Iyer',
    email: 'ananya@example.com',
    image: '/img/a.webp',
    speciality: 'Hearing Aid and Speech Specialist',
    focus: '',
    languages: ['English'],
    services: [],
    degree: 'MASLP',
    experience: '5 Year',
    about: '',
    fees: 800,
    available: true,
    address: { line1: '1 Road', line2: 'Town' },
    slots_booked: {},
    ...overrides,
  };
}

export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: uuid(),
    userId: uuid(),
    docId: uuid(),
    slotDate: '5_3_2026',
    slotTime: '10:30',
    userData: { name: 'Asha Rao', age: 34, email: '', phone: '99999', message: '', image: '' },
    docData: { name: 'Dr. Ananya Iyer', image: '', speciality: 'Neurologist', address: { line1: '', line2: '' } },
    amount: 800,
    date: 0,
    cancelled: false,
    isCompleted: false,
    noShow: false,
    payment: false,
    ...overrides,
  };
}
