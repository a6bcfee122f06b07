import type { Receipt } from '@clinic/shared/contract';
import { activateLanguage } from '@clinic/shared/i18n';
import { receiptFacts, receiptWords, refundLine } from '.';

const receipt: Receipt = {
  appointmentId: '3f2a9c1e-0000-4000-8000-000000000001',
  number: 'R-3F2A9C1E',
  reference: '3F2A9C1E',
  clinic: {
    name: 'Sunrise Hearing & Speech Clinic',
    addressLines: ['12 Lakeview Road', 'Bengaluru'],
    phone: '+91 98450 12345',
    email: 'care@sunrisehearing.in',
  },
  patientName: 'Asha Rao',
  doctor: { name: 'Dr. Ananya Iyer', speciality: 'Audiologist' },
  slotDate: '1_12_2026',
  slotTime: '17:30',
  clinicTz: 'Asia/Kolkata',
  amount: 150000,
  provider: 'demo',
  paymentReference: null,
  paidAt: '2026-11-28T06:00:00.000Z',
};
const refunded: Receipt = { ...receipt, refund: { state: 'refunded', amount: 150000, refundedAt: '2026-11-30T06:00:00.000Z' } };

afterEach(() => activateLanguage('en'));

test('in English, the lines read as they always did, each with a key that does not change with the language', () => {
  expect(receiptFacts(refunded, 'en-US')).toEqual([
    { key: 'number', label: 'Receipt number', value: 'R-3F2A9C1E' },
    { key: 'datePaid', label: 'Date paid', value: '28 Nov 2026' },
    { key: 'patient', label: 'Patient', value: 'Asha Rao' },
    { key: 'doctor', label: 'Doctor', value: 'Dr. Ananya Iyer, Audiologist' },
    { key: 'appointment', label: 'Appointment', value: '1 Dec 2026 at 5:30 PM' },
    { key: 'bookingReference', label: 'Booking reference', value: '3F2A9C1E' },
    { key: 'provider', label: 'Paid online with', value: 'Demo' },
    { key: 'paymentReference', label: 'Payment reference', value: 'Not given by the provider' },
    { key: 'amountPaid', label: 'Amount paid', value: '₹1,50,000' },
    { key: 'refund', label: 'Refund', value: 'Refunded on 30 Nov 2026' },
  ]);
  expect(refundLine({ ...receipt, refund: { state: 'started', amount: 800 } })).toBe('Refund of ₹800 started');
  expect(receiptWords(receipt, undefined, new Date('2026-12-02T06:00:00Z'))).toEqual({
    title: 'Receipt',
    label: 'Receipt R-3F2A9C1E',
    subject: 'Payment for an appointment with Dr. Ananya Iyer',
    standing: 'Paid',
    closing: 'Thank you for choosing Sunrise Hearing & Speech Clinic.',
    questions: 'Questions about this receipt? Call +91 98450 12345 or write to care@sunrisehearing.in, quoting 3F2A9C1E.',
    issued: 'Issued on 2 Dec 2026.',
  });
});

test('in the language asked for (the PDF, in the patient’s), leaving the one on screen as it was', () => {
  const facts = receiptFacts(refunded, undefined, 'kn');
  const label = (key: string) => facts.find((f) => f.key === key)!;
  expect(label('amountPaid')).toEqual({ key: 'amountPaid', label: 'ಪಾವತಿಸಿದ ಮೊತ್ತ', value: '₹1,50,000' });
  expect(label('number').label).toBe('ರಸೀದಿ ಸಂಖ್ಯೆ');
  expect(label('provider').value).toBe('ಡೆಮೊ');
  expect(label('refund').value).toMatch(/\b30\b.*2026 ರಂದು ಮರುಪಾವತಿ ಆಗಿದೆ$/);
  // Names and references are never translated; digits stay Latin.
  expect(label('patient').value).toBe('Asha Rao');
  expect(label('appointment').value).toMatch(/^1 \S+ 2026, \S+ 5:30$/);
  const words = receiptWords({ ...receipt, refund: { state: 'started', amount: 800 } }, 'hi');
  expect(words.title).toBe('रसीद');
  expect(words.standing).toBe('रिफ़ंड शुरू हो गया');
  expect(words.questions).toContain('3F2A9C1E');
  expect(receiptFacts(receipt)[0]!.label).toBe('Receipt number');
});

test('the language on screen is the default (the receipt page)', () => {
  activateLanguage('hi');
  expect(receiptFacts(receipt).map((f) => f.label)).toContain('भुगतान की गई राशि');
  expect(receiptWords(receipt).standing).toBe('भुगतान हो गया');
});
