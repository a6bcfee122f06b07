import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { messages, users } from '../src/db/schema';
import { createMessageEngine, type MessageEngine } from '../src/features/messages/engine';
import { book, freeSlot, patientDetails, registerPatient, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';
import { setUp } from './support/payments';
import { profileForm, updateProfile } from './support/photos';
import { isTo, startSmtpSink, type SmtpSink } from './support/smtp';
import { startWhatsappFake, type WhatsappFake } from './support/whatsapp-fake';

const DEVANAGARI = /[\u0900-\u097F]/;
const KANNADA = /[\u0C80-\u0CFF]/;

/** The PDF's text as a reader would copy it: pdf.js (through pdf-parse) reads what pdfkit wrote. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * Issue 24: a patient's messages follow the language they chose on My profile: the e-mail (subject, text,
 * HTML) and its calendar file, WhatsApp's `language.code`, and the receipt PDF. Staff's stay English.
 */
describe.each(DATABASES)('messages in the patient’s language on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let smtp: SmtpSink;
  let whatsapp: WhatsappFake;
  let engine: MessageEngine;
  const warnings: string[] = [];
  let skip = 0;
  beforeAll(async () => {
    [smtp, whatsapp] = await Promise.all([startSmtpSink(), startWhatsappFake()]);
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: '1000',
      UPLOAD_RATE_LIMIT: '1000',
      ...MANY_BOOKINGS,
      SMTP_URL: smtp.url,
      MESSAGE_POLL_MS: '0',
      PUBLIC_URL: 'https://clinic.example',
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_API_URL: whatsapp.url,
    });
    c = await signInCast(t);
    const log = { warn: (_: unknown, message: string) => void warnings.push(message) } as Pick<FastifyBaseLogger, 'warn'>;
    engine = createMessageEngine(t.database.db, t.config, { log });
    // The seeded bookings' events go first, so each test sees only its own.
    await engine.runOnce();
  });
  afterAll(async () => {
    await engine?.close();
    await t?.close();
    await smtp?.close();
    await whatsapp?.close();
  });

  /** A new patient who chose `language` (and WhatsApp, when asked) on My profile, as the profile form sends it. */
  /** The account proved this number (the proof itself: messages-email.test.ts); WhatsApp goes only there. */
  const provedPhone = (userId: string, phone: string) =>
    t.database.db.update(users).set({ phone, verifiedPhone: phone }).where(eq(users.id, userId));

  async function patientIn(language: string, fields: Record<string, string> = {}) {
    const patient = await registerPatient(t);
    const res = await updateProfile(t, patient.token, profileForm(undefined, { language, ...fields }));
    expect(res.json()).toEqual({ success: true, message: 'Profile Updated' });
    const profile = (await t.inject({ url: '/api/user/get-profile', headers: { token: patient.token } })).json();
    expect(profile.userData.preferences.language).toBe(language);
    return patient;
  }

  test('a patient whose profile says Hindi gets the booking confirmation in Hindi, with the .ics in Hindi; the doctor hears in English', async () => {
    const patient = await patientIn('hi');
    const res = await book(t, patient.token, c.ananyaId, await freeSlot(t, c.ananyaId, skip++));
    expect(res.statusCode).toBe(201);
    const { appointmentId } = res.json();
    await engine.runOnce();

    const [mail] = await smtp.waitFor(isTo(patient.email), 'the Hindi confirmation');
    expect(mail!.subject).toMatch(/^अपॉइंटमेंट बुक हो गया: Dr\. Ananya Iyer, \S+, \d{1,2} \S+ \d{4}, \S+ \d{1,2}:\d{2} बजे$/);
    expect(mail!.text).toContain('आपका अपॉइंटमेंट बुक हो गया है');
    expect(mail!.text).toContain(`नमस्ते ${patientDetails.name} जी`);
    expect(mail!.text).toMatch(/तारीख और समय: .+ को .+ बजे \(भारतीय मानक समय\)/);
    expect(mail!.text).toMatch(/फ़ीस: ₹\d/);
    expect(mail!.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(mail!.html).toContain('ऑनलाइन भुगतान करें या अपने अपॉइंटमेंट देखें');
    const ics = mail!.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
    expect(ics.filename).toMatch(/^अपॉइंटमेंट-\d+_\d+_\d{4}\.ics$/);
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain('SUMMARY:Dr. Ananya Iyer के साथ अपॉइंटमेंट');
    expect(calendar).toContain(`UID:${appointmentId}@sunrisehearing.in`);

    const [notice] = await smtp.waitFor((m) => m.messageId === `<doctor-booked.${appointmentId}@sunrisehearing.in>`, "the doctor's notice");
    expect(notice!.subject).toMatch(/^New appointment: /);
    expect(notice!.text).not.toMatch(DEVANAGARI);
  });

  test('WhatsApp: a Kannada patient’s template goes with language.code kn, its parameters in Kannada', async () => {
    const patient = await patientIn('kn', { notifyWhatsapp: 'true' });
    await provedPhone(patient.id, '+919886055661');
    const slot = await freeSlot(t, c.ananyaId, skip++);
    expect((await book(t, patient.token, c.ananyaId, slot, { ...patientDetails, phone: '098860 55661' })).statusCode).toBe(201);
    await engine.runOnce();
    const sent = whatsapp.messages.filter((m) => m.to === '919886055661');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toBe('booking_confirmed_v2');
    expect(sent[0]!.language).toBe('kn');
    // The date and time, one parameter, in Kannada: the clinic's zone named in Kannada.
    expect(sent[0]!.params.some((p) => KANNADA.test(p) && p.includes('ಭಾರತೀಯ ಪ್ರಮಾಣಿತ ಸಮಯ'))).toBe(true);
    expect(warnings).toEqual([]);
    // The e-mail goes too, in Kannada.
    const [mail] = await smtp.waitFor(isTo(patient.email), 'the Kannada e-mail');
    expect(mail!.subject).toMatch(KANNADA);
  });

  test('WhatsApp: a template Meta has not approved in Kannada goes in English instead, and that is logged', async () => {
    whatsapp.unapproved.add('kn');
    try {
      const patient = await patientIn('kn', { notifyWhatsapp: 'true' });
      await provedPhone(patient.id, '+919886055662');
      const slot = await freeSlot(t, c.ananyaId, skip++);
      const res = await book(t, patient.token, c.ananyaId, slot, { ...patientDetails, phone: '098860 55662' });
      expect(res.statusCode).toBe(201);
      await engine.runOnce();
      const sent = whatsapp.messages.filter((m) => m.to === '919886055662');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.language).toBe('en');
      expect(sent[0]!.template).toBe('booking_confirmed_v2');
      expect(sent[0]!.params.join(' ')).toContain('(India Standard Time)');
      expect(sent[0]!.params.join(' ')).not.toMatch(KANNADA);
      expect(warnings).toEqual(['WhatsApp template booking_confirmed_v2 is not approved in kn; sent in English instead']);
      const [row] = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.idempotencyKey, `booked:whatsapp:${res.json().appointmentId}`));
      expect([row!.state, row!.error]).toEqual(['sent', '']);
    } finally {
      whatsapp.unapproved.clear();
      warnings.length = 0;
    }
  });

  test('the receipt PDF of a patient who chose Kannada is in Kannada (and says so), the amount in rupees', async () => {
    const s = await setUp(t);
    const asha = (await t.inject({ url: '/api/user/get-profile', headers: { token: s.ashaToken } })).json().userData._id as string;
    await t.database.db.update(users).set({ language: 'kn' }).where(eq(users.id, asha));
    try {
      const row = await s.fresh();
      const { path, sessionId } = await s.checkout(row.id);
      await s.submitForm(`${path}/pay`);
      expect((await s.call('verifyStripe', { success: true, appointmentId: row.id, sessionId })).statusCode).toBe(200);
      const res = await t.inject({ url: `/api/user/receipt/${row.id}/pdf`, headers: { token: s.ashaToken } });
      expect(res.statusCode).toBe(200);
      const file = res.rawPayload;
      expect(file.toString('latin1')).toMatch(/\/Lang \(kn-IN\)/);
      // pdf.js gives a vowel sign as the two parts the font draws (ೀ as ಿ and ೕ): composed again, the words read.
      const text = (await pdfText(file)).normalize('NFC');
      expect(text).toMatch(KANNADA);
      expect(text).toContain('ರಸೀದಿ ಪಾವತಿಸಲಾಗಿದೆ');
      expect(text).toContain('ಧನ್ಯವಾದಗಳು');
      expect(text).toContain(sessionId);
      expect(text).toMatch(/₹\s?\d/);
      expect(text).not.toContain('Amount paid');
      // The page's data stays the contract's, words and all left to the page.
      expect((await t.inject({ url: `/api/user/receipt/${row.id}`, headers: { token: s.ashaToken } })).json().receipt.number).toMatch(
        /^R-/,
      );
    } finally {
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, asha));
    }
  });
});
