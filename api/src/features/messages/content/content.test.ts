import { MESSAGE_KINDS } from '@clinic/shared/contract';
import type { AgendaFacts, AppointmentFacts, AppointmentMessageKind, ContactFacts, MessageLinks, RenderedMessage } from '../types';
import {
  clock,
  leadPhrase,
  longDate,
  renderAppointmentMessage,
  renderContactMessage,
  renderDoctorAgenda,
  templateBodies,
  templateBodiesIn,
  whatsappTemplate,
} from '.';

const links: MessageLinks = { appointmentsUrl: 'https://clinic.example/my-appointments' };
const reminderLinks: MessageLinks = { ...links, unsubscribeUrl: 'https://clinic.example/unsubscribe?token=abc.def' };

const facts = (over: Partial<AppointmentFacts> = {}): AppointmentFacts => ({
  appointmentId: '3f2a9c1e-0000-4000-8000-000000000001',
  reference: '3F2A9C1E',
  patientName: 'Asha Rao',
  doctorName: 'Dr. Ananya Iyer',
  speciality: 'Audiologist',
  addressLine1: '12 Lakeview Road',
  addressLine2: 'Bengaluru',
  slotDate: '1_12_2026',
  slotTime: '17:30',
  clinicTz: 'Asia/Kolkata',
  amount: 800,
  paid: false,
  cancelledBy: null,
  cancelReason: '',
  language: 'en',
  ...over,
});

const NOT_OF_AN_APPOINTMENT: string[] = [
  'doctor-agenda',
  'contact-message',
  'password-reset',
  'password-changed',
  'sign-in-failures',
  'account-deleted',
  'email-proof',
];
const APPOINTMENT_KINDS = MESSAGE_KINDS.filter((k): k is AppointmentMessageKind => !NOT_OF_AN_APPOINTMENT.includes(k));
const WHEN = 'Tuesday 1 December 2026 at 5:30 pm (India Standard Time)';
/** The HTML as a reader sees it: tags dropped, entities read. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('what the patient is told', () => {
  test('booking confirmed: doctor, speciality, clinic time with its zone, fee, reference, address, pay link and the .ics', () => {
    const m = renderAppointmentMessage('booking-confirmed', facts(), links);
    expect(m.subject).toBe('Appointment booked: Dr. Ananya Iyer, Tuesday 1 December 2026 at 5:30 pm');
    for (const part of [m.text, visible(m.html)]) {
      for (const value of [
        'Asha Rao',
        'Dr. Ananya Iyer, Audiologist',
        WHEN,
        '₹800',
        '3F2A9C1E',
        '12 Lakeview Road, Bengaluru',
        'Pay online',
      ])
        expect(part).toContain(value);
    }
    expect(m.text).toContain('Pay online or see your appointments: https://clinic.example/my-appointments');
    expect(m.html).toContain('<a href="https://clinic.example/my-appointments"');
    const [ics] = m.attachments!;
    expect(ics).toMatchObject({ filename: 'appointment-1_12_2026.ics', contentType: 'text/calendar; charset=utf-8' });
    // 5:30 pm in India is 12:00 UTC.
    expect(ics!.content).toMatch(/^DTSTART:20261201T120000Z$/m);
    expect(ics!.content).toMatch(/^UID:3f2a9c1e-0000-4000-8000-000000000001@sunrisehearing\.in$/m);
    expect(ics!.content).toMatch(/^DURATION:PT30M$/m);
  });

  test('a service’s calendar file lasts the visit’s own length (decision 57)', () => {
    const m = renderAppointmentMessage('booking-confirmed', facts({ service: { id: 'hearing-aid-fitting', durationMinutes: 90 } }), links);
    expect(m.attachments![0]!.content).toMatch(/^DURATION:PT90M$/m);
  });

  test('a service’s confirmation names the visit and its length in the patient’s language, under a template of its own', () => {
    const fitting = { service: { id: 'hearing-aid-fitting', durationMinutes: 90 } } as const;
    const en = renderAppointmentMessage('booking-confirmed', facts(fitting), links);
    expect(en.text).toContain('Visit for: Hearing Aid Trial & Fitting, 90 minutes');
    expect(en.whatsapp!.template).toBe('booking_confirmed_service_v2');
    expect(en.whatsapp!.params).toContain('Hearing Aid Trial & Fitting, 90 minutes');
    const hi = renderAppointmentMessage('booking-confirmed', facts({ ...fitting, language: 'hi', paid: true }), links);
    expect(hi.text).toContain('सेवा: हियरिंग एड ट्रायल और फ़िटिंग, 90 मिनट');
    expect(hi.whatsapp!.template).toBe('booking_confirmed_paid_service_v2');
    expect(renderAppointmentMessage('booking-confirmed', facts({ ...fitting, language: 'kn' }), links).text).toContain('90 ನಿಮಿಷ');
    // A consultation's confirmation is as it was.
    expect(renderAppointmentMessage('booking-confirmed', facts(), links).text).not.toContain('Visit for');
  });

  test('booking confirmed when already paid says so and does not ask to pay', () => {
    const m = renderAppointmentMessage('booking-confirmed', facts({ paid: true }), links);
    expect(m.text).toContain('Fee: ₹800, paid');
    expect(m.text).not.toContain('Pay online');
  });

  test('payment received says what was paid: amount, paid, reference, date', () => {
    const m = renderAppointmentMessage('payment-received', facts({ paid: true, amount: 150000 }), links);
    expect(m.subject).toBe('Payment received: ₹1,50,000 for your appointment on Tuesday 1 December 2026');
    expect(m.text).toContain('Amount paid: ₹1,50,000');
    expect(m.text).toContain('Status: Paid');
    expect(m.text).toContain(`Date and time: ${WHEN}`);
    expect(m.text).toContain('Booking reference: 3F2A9C1E');
    expect(m.attachments).toBeUndefined();
  });

  test('payment received links to the receipt page of that appointment (decision 51)', () => {
    const m = renderAppointmentMessage('payment-received', facts({ paid: true }), links);
    const receipt = 'https://clinic.example/receipt/3f2a9c1e-0000-4000-8000-000000000001';
    expect(m.text).toContain(`Open your receipt: ${receipt}`);
    expect(m.html).toContain(`<a href="${receipt}"`);
    expect(m.whatsapp!.params).toContain(receipt);
  });

  test.each([
    ['patient', '', /you cancelled your appointment with Dr\. Ananya Iyer on Tuesday/],
    ['clinic', 'The doctor is unwell', /the clinic cancelled your appointment with Dr\. Ananya Iyer.*\n\nThe reason: The doctor is unwell/],
    ['doctor', 'Called away to surgery', /Dr\. Ananya Iyer cancelled your appointment on Tuesday.*\n\nThe reason: Called away to surgery/],
    ['doctor', '', /Dr\. Ananya Iyer cancelled your appointment on Tuesday[^\n]*\n\nBooking reference/],
  ] as const)('cancelled by the %s (reason %p) says who, and the reason when given', (cancelledBy, cancelReason, wording) => {
    const m = renderAppointmentMessage('cancelled', facts({ cancelledBy, cancelReason }), links);
    expect(m.subject).toBe('Appointment cancelled: Dr. Ananya Iyer, Tuesday 1 December 2026 at 5:30 pm');
    expect(m.text).toMatch(wording);
    expect(m.text).toContain('Book another appointment: https://clinic.example/doctors');
  });

  test('a paid appointment, cancelled, tells the patient the money is coming back', () => {
    const m = renderAppointmentMessage('cancelled', facts({ cancelledBy: 'clinic', paid: true }), links);
    expect(m.text).toContain('You paid ₹800 online for this appointment. We are refunding the full amount to you');
    expect(renderAppointmentMessage('cancelled', facts({ cancelledBy: 'clinic' }), links).text).not.toContain('refund');
  });

  test('changed: the new time, the old one, and a new .ics for the same event', () => {
    const m = renderAppointmentMessage('changed', facts({ previousSlot: { slotDate: '30_11_2026', slotTime: '09:00' } }), links);
    expect(m.text).toContain(`New date and time: ${WHEN}`);
    expect(m.text).toContain('Before: Monday 30 November 2026 at 9:00 am (India Standard Time)');
    expect(m.attachments![0]!.content).toMatch(/^DTSTART:20261201T120000Z$/m);
  });

  test.each([
    [1440, 'tomorrow', 'Your appointment is tomorrow'],
    [120, 'in 2 hours', 'Your appointment is in 2 hours'],
    [60, 'in 1 hour', 'Your appointment is in 1 hour'],
    [90, 'in 1 hour and 30 minutes', 'Your appointment is in 1 hour and 30 minutes'],
    [2880, 'in 2 days', 'Your appointment is in 2 days'],
  ])('a reminder %i minutes ahead says %p, and how to stop reminders without losing confirmations', (leadMinutes, lead, heading) => {
    const m = renderAppointmentMessage('reminder', { ...facts(), leadMinutes }, reminderLinks);
    expect(m.subject).toBe(`Reminder: your appointment with Dr. Ananya Iyer ${lead} at 5:30 pm`);
    expect(m.text.split('\n')[0]).toBe(heading);
    expect(m.text).toContain('We will still send your booking confirmations and cancellations.');
    expect(m.text).toContain('Stop reminders: https://clinic.example/unsubscribe?token=abc.def');
    expect(m.html).toContain('<a href="https://clinic.example/unsubscribe?token=abc.def"');
  });
});

describe('what the doctor and the clinic are told', () => {
  test('a new booking: patient, time, phone, note, and that the patient cannot take calls', () => {
    const m = renderAppointmentMessage(
      'doctor-booked',
      facts({ patientPhone: '+91 98450 11111', patientMessage: 'Ringing in the left ear', noPhoneCalls: true }),
      links,
    );
    expect(m.subject).toBe('New appointment: Asha Rao, Tuesday 1 December 2026 at 5:30 pm');
    expect(m.text).toContain('Phone: +91 98450 11111 (cannot take phone calls: please send a message instead)');
    expect(m.text).toContain('Note from the patient: Ringing in the left ear');
    expect(m.text).toContain(`Date and time: ${WHEN}`);
    const callable = renderAppointmentMessage('doctor-booked', facts({ patientPhone: '+91 98450 11111' }), links);
    expect(callable.text).not.toContain('cannot take phone calls');
  });

  test('a cancellation tells the doctor who cancelled', () => {
    expect(renderAppointmentMessage('doctor-cancelled', facts({ cancelledBy: 'patient' }), links).text).toContain(
      'Dear Dr. Ananya Iyer, Asha Rao cancelled their appointment with you.',
    );
    const byClinic = renderAppointmentMessage('doctor-cancelled', facts({ cancelledBy: 'clinic', cancelReason: 'Flooding' }), links);
    expect(byClinic.text).toContain('the clinic cancelled an appointment with you');
    expect(byClinic.text).toContain('The reason: Flooding');
  });

  test("the next day's agenda lists the appointments in time order, with calls the patient cannot take", () => {
    const agenda: AgendaFacts = {
      doctorName: 'Dr. Ananya Iyer',
      slotDate: '2_12_2026',
      entries: [
        { slotTime: '14:00', patientName: 'Ravi K', phone: '+91 90000 00002', message: '', noPhoneCalls: false },
        { slotTime: '09:30', patientName: 'Asha Rao', phone: '+91 90000 00001', message: 'First visit', noPhoneCalls: true },
      ],
    };
    const m = renderDoctorAgenda(agenda);
    expect(m.subject).toBe('Your appointments on Wednesday 2 December 2026: 2 appointments');
    expect(m.text).toMatch(
      /9:30 am: Asha Rao, phone \+91 90000 00001 \(cannot take phone calls[^)]*\), note: First visit; 2:00 pm: Ravi K/,
    );
    expect(m.html.indexOf('9:30 am')).toBeLessThan(m.html.indexOf('2:00 pm'));
    expect(m.html).toMatch(/<th scope="row"[^>]*>9:30 am<\/th>/);
    expect(renderDoctorAgenda({ ...agenda, entries: [] }).text).toContain('you have no appointments on Wednesday 2 December 2026');
  });

  test('a contact-form message carries every field and how to answer', () => {
    const contact: ContactFacts = {
      name: 'Meera',
      email: 'meera@example.com',
      phone: '',
      subject: 'Hearing aid batteries',
      message: 'Do you sell them?\nThanks',
      newsletter: true,
    };
    const m = renderContactMessage(contact, links);
    expect(m.subject).toBe('Website message from Meera: Hearing aid batteries');
    for (const value of [
      'From: Meera',
      'E-mail: meera@example.com',
      'Phone: not given',
      'Subject: Hearing aid batteries',
      'Do you sell them? Thanks',
    ])
      expect(m.text).toContain(value);
    expect(m.text).toContain('reply to this e-mail: the reply goes to meera@example.com');
    expect(m.text).toContain('Newsletter: Yes');

    const byPhone = renderContactMessage({ ...contact, email: '', phone: '+91 98450 00000', subject: '' });
    expect(byPhone.subject).toBe('Website message from Meera');
    expect(byPhone.text).toContain('They left no e-mail address: please call or send a message to +91 98450 00000.');
    expect(byPhone.text).not.toContain('reply to this e-mail');
  });
});

/** Every kind, with hostile text wherever a user writes. */
function everyMessage(name: string): RenderedMessage[] {
  const f = facts({ patientName: name, doctorName: name, speciality: name, cancelReason: name, patientMessage: name, addressLine1: name });
  return [
    ...APPOINTMENT_KINDS.map((kind) => renderAppointmentMessage(kind, kind === 'reminder' ? { ...f, leadMinutes: 60 } : f, reminderLinks)),
    renderDoctorAgenda({
      doctorName: name,
      slotDate: '2_12_2026',
      entries: [{ slotTime: '10:00', patientName: name, phone: '1', message: name, noPhoneCalls: false }],
    }),
    renderContactMessage({ name, email: 'a@b.c', phone: name, subject: name, message: name, newsletter: false }),
  ];
}

describe('user text cannot become markup', () => {
  test.each(everyMessage('<script>alert("x")</script> O\'Brien & Co'))('$subject', (m) => {
    expect(m.html).not.toMatch(/<script/i);
    expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co');
    // The plain text and WhatsApp carry the name as written.
    expect(m.text).toContain('<script>alert("x")</script> O\'Brien & Co');
    expect(m.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(m.html).toMatch(/<h1[^>]*>/);
  });
});

describe('WhatsApp', () => {
  test('each message names a template whose one wording, filled with its parameters, is its text', () => {
    const variants = [
      facts(),
      facts({ paid: true, cancelledBy: 'patient', previousSlot: { slotDate: '1_1_2027', slotTime: '10:00' } }),
      facts({ cancelledBy: 'clinic', cancelReason: 'Closed\nfor repairs', patientName: 'Line\tbreak    and spaces' }),
      facts({ cancelledBy: 'doctor', cancelReason: 'Unwell', noPhoneCalls: true, patientMessage: 'a\r\nb' }),
    ];
    const messages = [
      ...everyMessage('Asha\nRao'),
      ...variants.flatMap((f) =>
        APPOINTMENT_KINDS.flatMap((kind) =>
          [links, reminderLinks].map((l) => renderAppointmentMessage(kind, { ...f, leadMinutes: 120 }, l)),
        ),
      ),
    ];
    for (const m of messages) {
      const { template, params } = m.whatsapp!;
      expect(template).toMatch(/^[a-z0-9_]+$/);
      // The Cloud API refuses parameters with line breaks, tabs or more than four spaces in a row.
      for (const p of params) expect(p).not.toMatch(/[\n\r\t]| {5}/);
      const body = templateBodies.get(template)!;
      expect(body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1]!)).toBe(m.text);
    }
    expect(new Set(messages.map((m) => m.whatsapp!.template)).size).toBeGreaterThan(15);
  });
});

describe('the clinic zone, whatever zone the api runs in', () => {
  const original = process.env.TZ;
  afterAll(() => {
    process.env.TZ = original;
  });
  test.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('TZ=%s', (zone) => {
    process.env.TZ = zone;
    const m = renderAppointmentMessage('booking-confirmed', facts({ slotDate: '1_12_2026', slotTime: '00:15' }), links);
    expect(m.text).toContain('Tuesday 1 December 2026 at 12:15 am (India Standard Time)');
    expect(m.attachments![0]!.content).toMatch(/^DTSTART:20261130T184500Z$/m);
    const ny = renderAppointmentMessage(
      'booking-confirmed',
      facts({ clinicTz: 'America/New_York', slotDate: '2_7_2026', slotTime: '10:00' }),
      links,
    );
    expect(ny.text).toContain('Thursday 2 July 2026 at 10:00 am (Eastern Daylight Time)');
  });
});

test('whatsappTemplate numbers the placeholders in order of first use', () => {
  expect(
    whatsappTemplate({
      template: 't',
      subject: '',
      heading: 'Hi {a}',
      sections: [{ p: '{b} and {a}' }, { link: 'Go', url: '{c}' }],
      values: {},
    }),
  ).toEqual({ body: 'Hi {{1}}\n\n{{2}} and {{1}}\n\nGo: {{3}}', names: ['a', 'b', 'c'] });
});

describe('in the patient’s language (issue 24)', () => {
  const hindi = facts({ language: 'hi' });
  const kannada = facts({ language: 'kn' });
  const DEVANAGARI = /[\u0900-\u097F]/;
  const KANNADA = /[\u0C80-\u0CFF]/;

  test('Hindi: subject, text, HTML and the .ics, with dates and times through Intl at the clinic, rupees and names as they are', () => {
    const m = renderAppointmentMessage('booking-confirmed', hindi, links);
    expect(m.subject).toBe('अपॉइंटमेंट बुक हो गया: Dr. Ananya Iyer, मंगलवार, 1 दिसंबर 2026, शाम 5:30 बजे');
    expect(m.text).toContain('तारीख और समय: मंगलवार, 1 दिसंबर 2026 को शाम 5:30 बजे (भारतीय मानक समय)');
    expect(m.text).toContain('फ़ीस: ₹800');
    expect(m.text).toContain('नमस्ते Asha Rao जी');
    expect(m.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(visible(m.html)).toContain('रद्द करने के लिए');
    expect(visible(m.html)).toContain('+91 98450 12345 या +91 80 4125 6789');
    const [ics] = m.attachments!;
    expect(ics!.filename).toBe('अपॉइंटमेंट-1_12_2026.ics');
    expect(ics!.content).toContain('SUMMARY:Dr. Ananya Iyer के साथ अपॉइंटमेंट');
    expect(ics!.content).toMatch(/^DTSTART:20261201T120000Z$/m);
  });

  test('Kannada: every patient message is in Kannada script, English words left only in names and places', () => {
    for (const kind of ['booking-confirmed', 'payment-received', 'cancelled', 'changed', 'reminder'] as const) {
      const m = renderAppointmentMessage(kind, { ...kannada, leadMinutes: 1440, cancelledBy: 'clinic' }, reminderLinks);
      expect(m.subject).toMatch(KANNADA);
      expect(m.html).toMatch(/<html lang="kn">/);
      for (const line of m.text.split('\n').filter(Boolean)) {
        const words = line.replace(
          /https?:\S+|Dr\. Ananya Iyer|Asha Rao|Audiologist|12 Lakeview Road|Bengaluru|Sunrise Hearing & Speech Clinic|3F2A9C1E|PDF/g,
          '',
        );
        expect([line, /[A-Za-z]{3,}/.test(words)]).toEqual([line, false]);
      }
    }
    expect(renderAppointmentMessage('reminder', { ...kannada, leadMinutes: 120 }, links).text.split('\n')[0]).toBe(
      'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇನ್ನು 2 ಗಂಟೆಗಳಲ್ಲಿ ಇದೆ',
    );
  });

  test('a weekly series: the count in the subject by the language’s plural rules, every date, one .ics in that language', () => {
    const series = [
      { appointmentId: 'a1', slotDate: '1_12_2026', slotTime: '17:30' },
      { appointmentId: 'a2', slotDate: '8_12_2026', slotTime: '09:00' },
    ];
    const m = renderAppointmentMessage('booking-confirmed', facts({ language: 'kn', series }), links);
    expect(m.subject).toMatch(/^2 ಸೆಷನ್‌ಗಳು ಬುಕ್ ಆಗಿವೆ: Dr\. Ananya Iyer, /);
    expect(m.text).toContain('ಬೆಳಿಗ್ಗೆ 9:00');
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments![0]!.content.match(/^SUMMARY:Dr\. Ananya Iyer ಅವರೊಂದಿಗೆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್$/gm)).toHaveLength(2);
    const en = renderAppointmentMessage('booking-confirmed', facts({ series }), links);
    expect(en.subject).toMatch(/^2 sessions booked: /);
  });

  test('the doctor is told in English whatever the patient’s language', () => {
    const m = renderAppointmentMessage('doctor-booked', hindi, links);
    expect(m.subject).toBe('New appointment: Asha Rao, Tuesday 1 December 2026 at 5:30 pm');
    expect(m.text).toContain(`Date and time: ${WHEN}`);
    expect(m.text).not.toMatch(DEVANAGARI);
    expect(m.html).toMatch(/<html lang="en">/);
    expect(renderAppointmentMessage('doctor-cancelled', { ...kannada, cancelledBy: 'patient' }, links).text).not.toMatch(KANNADA);
  });

  test('each template has one wording in each language under its one name, whose filling is the text, and no two parameters side by side', () => {
    const messages = (['hi', 'kn'] as const).flatMap((language) =>
      APPOINTMENT_KINDS.filter((kind) => !kind.startsWith('doctor')).flatMap((kind) =>
        [facts({ language }), facts({ language, paid: true, cancelledBy: 'doctor', cancelReason: 'Unwell' })].map((f) => ({
          language,
          m: renderAppointmentMessage(kind, { ...f, leadMinutes: 60 }, reminderLinks),
          english: renderAppointmentMessage(kind, { ...f, language: 'en', leadMinutes: 60 }, reminderLinks),
        })),
      ),
    );
    for (const { language, m, english } of messages) {
      const { template, params } = m.whatsapp!;
      const body = templateBodiesIn[language].get(template)!;
      expect(body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1]!)).toBe(m.text);
      // Meta refuses templates whose parameters touch or start the text.
      expect(body).not.toMatch(/\}\}\s*\{\{/);
      expect(body).not.toMatch(/^\{\{/);
      // The same name in English (the fallback while a language is not approved) takes as many parameters.
      expect(english.whatsapp!.template).toBe(template);
      expect(english.whatsapp!.params).toHaveLength(params.length);
    }
  });

  // Issue 34: an unpaid booking the clinic would release; the release time as the clinic's clock says it.
  test('the reminder of a booking the clinic would release: by when, and "I am coming", under a template of its own in each language', () => {
    const keep = { ...reminderLinks, keepUrl: 'https://clinic.example/keep-appointment?token=a.1.s' };
    // 17:30 IST on 1 December: released at 16:30 the same day, or at 17:30 the day before.
    const sameDay = facts({ holdReleaseAt: new Date('2026-12-01T11:00:00Z') });
    const dayBefore = facts({ holdReleaseAt: new Date('2026-11-30T12:00:00Z') });
    const en = renderAppointmentMessage('reminder', { ...sameDay, leadMinutes: 1440 }, keep);
    expect(en.whatsapp!.template).toBe('appointment_reminder_unpaid_v2');
    expect(en.text).toContain('please pay online or tell us you are coming by 4:30 pm.');
    expect(en.text).toContain('I am coming: https://clinic.example/keep-appointment?token=a.1.s');
    expect(renderAppointmentMessage('reminder', { ...dayBefore, leadMinutes: 2880 }, keep).text).toContain(
      'by Monday 30 November 2026 at 5:30 pm.',
    );
    const hi = renderAppointmentMessage('reminder', { ...sameDay, language: 'hi', leadMinutes: 1440 }, keep);
    expect(hi.text).toContain('कृपया शाम 4:30 तक ऑनलाइन भुगतान करें');
    expect(hi.text).toContain('मैं आ रहा/रही हूँ: https://clinic.example/keep-appointment');
    const kn = renderAppointmentMessage(
      'reminder',
      { ...sameDay, language: 'kn', leadMinutes: 1440 },
      { ...keep, unsubscribeUrl: undefined },
    );
    expect(kn.whatsapp!.template).toBe('appointment_reminder_unpaid_no_link_v2');
    expect(kn.text).toContain('ಸಂಜೆ 4:30 ಒಳಗೆ');
    // Without the link (the policy off, or the reminder after the release), the reminder is the usual one.
    expect(renderAppointmentMessage('reminder', { ...sameDay, leadMinutes: 60 }, reminderLinks).whatsapp!.template).toBe(
      'appointment_reminder_v2',
    );
  });

  test('the reminder’s lead, by the language’s plural rules; the clock as patients say it', () => {
    expect([1440, 2880, 60, 120, 90, 1].map((m) => leadPhrase(m, 'hi'))).toEqual([
      'कल',
      '2 दिन में',
      '1 घंटे में',
      '2 घंटे में',
      '1 घंटे 30 मिनट में',
      '1 मिनट में',
    ]);
    // Kannada says when ("in 2 more hours"), not "within 2 hours" (the translation review).
    expect([60, 120, 1, 2, 90].map((m) => leadPhrase(m, 'kn'))).toEqual([
      'ಇನ್ನು 1 ಗಂಟೆಯಲ್ಲಿ',
      'ಇನ್ನು 2 ಗಂಟೆಗಳಲ್ಲಿ',
      'ಇನ್ನು 1 ನಿಮಿಷದಲ್ಲಿ',
      'ಇನ್ನು 2 ನಿಮಿಷಗಳಲ್ಲಿ',
      'ಇನ್ನು 1 ಗಂಟೆ 30 ನಿಮಿಷಗಳಲ್ಲಿ',
    ]);
    expect([clock('09:00', 'hi'), clock('00:15', 'hi'), clock('09:00', 'kn'), clock('17:30', 'en')]).toEqual([
      'सुबह 9:00',
      'रात 12:15',
      'ಬೆಳಿಗ್ಗೆ 9:00',
      '5:30 pm',
    ]);
    // Issue 35: the evening and the night in Kannada are the site's words, not a second set of the letters' own.
    expect([clock('17:30', 'kn'), clock('20:30', 'kn'), clock('17:30', 'hi'), clock('20:30', 'hi')]).toEqual([
      'ಸಂಜೆ 5:30',
      'ರಾತ್ರಿ 8:30',
      'शाम 5:30',
      'रात 8:30',
    ]);
    expect(longDate('1_12_2026', 'hi')).toBe('मंगलवार, 1 दिसंबर 2026');
  });

  // Issue 35 point 12: the translation review's corrections in the letters, under new template names.
  test('Kannada letters say which number to call and put the speciality after the doctor; their templates have new names', () => {
    const kn = facts({ language: 'kn' });
    const confirmed = renderAppointmentMessage('booking-confirmed', kn, links);
    expect(confirmed.text).toContain('ನಮಗೆ +91 98450 12345 ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ');
    expect(confirmed.text).not.toMatch(/\d ಗೆ /);
    expect(confirmed.whatsapp!.template).toBe('booking_confirmed_v2');
    const paid = renderAppointmentMessage('payment-received', { ...kn, paid: true }, links);
    expect(paid.text).toContain('Dr. Ananya Iyer ಅವರೊಂದಿಗೆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ (');
    expect(paid.whatsapp!.template).toBe('payment_received_receipt_v2');
    // The English fallback goes under the same new name, with its words unchanged.
    const english = renderAppointmentMessage('booking-confirmed', facts(), links);
    expect(english.whatsapp!.template).toBe('booking_confirmed_v2');
    expect(english.text).toContain('Dear Asha Rao');
  });
});
