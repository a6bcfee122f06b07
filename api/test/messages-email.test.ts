import { and, eq, inArray, like } from 'drizzle-orm';
import { slotStart } from '@clinic/shared/booking';
import { messages, users } from '../src/db/schema';
import { createMessageEngine, type MessageEngine } from '../src/features/messages/engine';
import {
  book,
  freeSlot,
  freeSlotOnDay,
  patientDetails,
  post,
  registerPatient,
  signInCast,
  type Cast,
  type NewPatient,
} from './support/clinic';
import { longDate } from '../src/features/messages/content';
import { dayFromToday } from './support/calendar';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';
import { setUp } from './support/payments';
import { isTo, startSmtpSink, type SmtpSink } from './support/smtp';
import { startWhatsappFake, type WhatsappFake } from './support/whatsapp-fake';

const HOUR = 3_600_000;

/**
 * Messages through a real SMTP server: what a patient and a doctor receive after a booking, a cancel and
 * a payment, and reminders on a clock the test drives (the app's own timer is off: MESSAGE_POLL_MS=0).
 */
describe.each(DATABASES)('messages by e-mail on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let smtp: SmtpSink;
  let whatsapp: WhatsappFake;
  let engine: MessageEngine;
  let skip = 0;
  beforeAll(async () => {
    [smtp, whatsapp] = await Promise.all([startSmtpSink(), startWhatsappFake()]);
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: '1000',
      ...MANY_BOOKINGS,
      SMTP_URL: smtp.url,
      MESSAGE_POLL_MS: '0',
      REMINDER_LEADS: '1440,60',
      PUBLIC_URL: 'https://clinic.example',
      CLINIC_INBOX: 'desk@clinic.example',
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_API_URL: whatsapp.url,
    });
    c = await signInCast(t);
    engine = createMessageEngine(t.database.db, t.config);
    // The seeded bookings' events go first, so each test sees only its own.
    await engine.runOnce();
  });
  afterAll(async () => {
    await engine?.close();
    await t?.close();
    await smtp?.close();
    await whatsapp?.close();
  });

  async function patientBooks(at?: {
    slotDate: string;
    slotTime: string;
  }): Promise<{ patient: NewPatient; appointmentId: string; start: Date }> {
    const patient = await registerPatient(t);
    const slot = at ?? (await freeSlot(t, c.ananyaId, skip++));
    const res = await book(t, patient.token, c.ananyaId, slot);
    expect(res.statusCode).toBe(201);
    return { patient, appointmentId: res.json().appointmentId, start: slotStart(slot.slotDate, slot.slotTime, t.config.clinicTz) };
  }
  const rowsOf = (appointmentId: string) => t.database.db.select().from(messages).where(eq(messages.appointmentId, appointmentId));

  test('a booking: the patient gets the confirmation with the .ics attached, the doctor a notice', async () => {
    const { patient, appointmentId } = await patientBooks();
    await engine.runOnce();
    const [mail] = await smtp.waitFor(isTo(patient.email), 'the confirmation');
    expect(mail!.text).toContain('Dr. Ananya');
    expect(mail!.html).toBeTruthy();
    const ics = mail!.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toMatch(/text\/calendar/);
    expect(ics!.content.toString('utf8')).toContain('BEGIN:VEVENT');
    expect(mail!.messageId).toMatch(/^<booked\.email\./);
    const [notice] = await smtp.waitFor((m) => m.messageId === `<doctor-booked.${appointmentId}@sunrisehearing.in>`, "the doctor's notice");
    expect(notice!.text).toContain(patientDetails.name);
    expect(notice!.text!.replace(/\s/g, '')).toContain('9886011223');
    // Nothing twice, however often the engine runs.
    await engine.runOnce();
    expect(smtp.to(patient.email)).toHaveLength(1);
    const states = (await rowsOf(appointmentId))
      .filter((m) => m.kind !== 'reminder')
      .map((m) => `${m.kind}:${m.state}`)
      .sort();
    expect(states).toEqual(['booking-confirmed:sent', 'doctor-booked:sent']);
  });

  test('cancelled by the patient: "you cancelled"; by the doctor: the clinic cancelled, with the reason', async () => {
    const own = await patientBooks();
    const byDoctor = await patientBooks();
    await engine.runOnce();
    expect(
      (await post(t, '/api/user/cancel-appointment', 'token', own.patient.token, { appointmentId: own.appointmentId })).statusCode,
    ).toBe(200);
    const reason = 'Dr. Ananya is called away to surgery';
    const res = await post(t, '/api/doctor/cancel-appointment', 'dtoken', c.ananya, { appointmentId: byDoctor.appointmentId, reason });
    expect(res.statusCode).toBe(200);
    await engine.runOnce();
    const [mine] = await smtp.waitFor(isTo(own.patient.email, /cancel/i), 'the patient’s own cancellation');
    expect(mine!.text).toMatch(/you cancelled/i);
    const [theirs] = await smtp.waitFor(isTo(byDoctor.patient.email, /cancel/i), 'the doctor’s cancellation');
    expect(theirs!.text).not.toMatch(/you cancelled/i);
    expect(theirs!.text).toContain(reason);
    // Their reminders will not go, and the outbox says so at once.
    const reminders = (await rowsOf(own.appointmentId)).filter((m) => m.kind === 'reminder');
    expect(reminders.length).toBeGreaterThan(0);
    for (const m of reminders) expect([m.state, m.error]).toEqual(['skipped', 'The appointment was cancelled']);
  });

  test('a payment: the patient gets a receipt', async () => {
    const s = await setUp(t);
    const row = await s.fresh();
    const { path, sessionId } = await s.checkout(row.id);
    await s.submitForm(`${path}/pay`);
    expect((await s.call('verifyStripe', { success: 'true', appointmentId: row.id, sessionId })).statusCode).toBe(200);
    await engine.runOnce();
    const [receipt] = await smtp.waitFor((m) => m.messageId?.startsWith(`<paid.email.${row.id}`) ?? false, 'the receipt');
    expect(receipt!.text).toMatch(/₹\s?\d/);
  });

  test('a move (issue 23): the patient hears the new time and the one before, with a new .ics for the same event', async () => {
    const { patient, appointmentId } = await patientBooks();
    await engine.runOnce();
    const before = (await t.inject({ url: '/api/user/appointments', headers: { token: patient.token } })).json().appointments[0];
    const to = await freeSlot(t, c.ananyaId, skip++);
    const res = await post(t, '/api/user/reschedule-appointment', 'token', patient.token, { appointmentId, ...to });
    expect(res.statusCode).toBe(200);
    await engine.runOnce();
    const [mail] = await smtp.waitFor(isTo(patient.email, /^Appointment moved/), 'the move');
    const [day] = before.slotDate.split('_');
    expect(mail!.text).toContain('New date and time:');
    expect(mail!.text).toMatch(new RegExp(`Before: \\w+ ${day} \\w+ \\d{4} at`));
    const ics = mail!.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8');
    expect(ics).toContain(`UID:${appointmentId}@sunrisehearing.in`);
  });

  test('REMINDER_LEADS=1440,60: booked 3 hours ahead, the 1-hour reminder goes on time and the 24-hour one never', async () => {
    const patient = await registerPatient(t);
    const slot = await freeSlot(t, c.ananyaId, skip++);
    const start = slotStart(slot.slotDate, slot.slotTime, t.config.clinicTz).getTime();
    // The clock says the booking is three hours before the start.
    expect((await book(t, patient.token, c.ananyaId, slot)).statusCode).toBe(201);
    await engine.runOnce(new Date(start - 3 * HOUR));
    await smtp.waitFor(isTo(patient.email), 'the confirmation');
    await engine.runOnce(new Date(start - 61 * 60_000));
    expect(smtp.to(patient.email, /remind/i)).toHaveLength(0);
    await engine.runOnce(new Date(start - 60 * 60_000));
    const [reminder] = await smtp.waitFor(isTo(patient.email, /remind/i), 'the 1-hour reminder');
    // mailparser folds List-* headers into one structured entry; the raw lines are what a mail client reads.
    const header = (name: string) => reminder!.headerLines.find((l) => l.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain('<https://clinic.example/api/unsubscribe?token=');
    await engine.runOnce(new Date(start - 10 * 60_000));
    expect(smtp.to(patient.email, /remind/i)).toHaveLength(1);
    const keys = await t.database.db
      .select({ key: messages.idempotencyKey })
      .from(messages)
      .where(like(messages.idempotencyKey, 'reminder:1440:%'));
    expect(keys.filter((k) => k.key.includes(patient.id))).toEqual([]);
  });

  test('no reminder for an appointment cancelled after it was queued; an unsubscribed patient still gets the confirmation', async () => {
    const cancelled = await patientBooks();
    await engine.runOnce(new Date(cancelled.start.getTime() - 3 * HOUR));
    // Cancelled behind the dispatcher's back (a cancel whose event is still queued): the worker checks again.
    await post(t, '/api/user/cancel-appointment', 'token', cancelled.patient.token, { appointmentId: cancelled.appointmentId });
    await engine.runOnce(new Date(cancelled.start.getTime() - 30 * 60_000));
    expect(smtp.to(cancelled.patient.email, /remind/i)).toHaveLength(0);

    const patient = await registerPatient(t);
    await t.database.db.update(users).set({ reminders: false }).where(eq(users.id, patient.id));
    const slot = await freeSlot(t, c.ananyaId, skip++);
    const start = slotStart(slot.slotDate, slot.slotTime, t.config.clinicTz).getTime();
    expect((await book(t, patient.token, c.ananyaId, slot)).statusCode).toBe(201);
    await engine.runOnce(new Date(start - 3 * HOUR));
    await smtp.waitFor(isTo(patient.email), 'the confirmation');
    await engine.runOnce(new Date(start - 30 * 60_000));
    expect(smtp.to(patient.email, /remind/i)).toHaveLength(0);
    const queued = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, patient.id), eq(messages.kind, 'reminder')));
    expect(queued).toEqual([]);
  });

  test('a contact-form message reaches CLINIC_INBOX, with the sender to reply to', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Meera Iyer',
        email: 'meera@example.in',
        phone: '',
        subject: 'Hearing aid batteries',
        message: 'Do you stock size 312?',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    await engine.runOnce();
    const [mail] = await smtp.waitFor(isTo('desk@clinic.example', /Hearing aid batteries/), 'the contact message');
    expect(mail!.text).toContain('Do you stock size 312?');
    expect(mail!.replyTo?.text).toContain('meera@example.in');
  });

  const phoneCall = (token: string, path: 'send-code' | 'verify', payload: object) =>
    t.inject({ method: 'POST', url: `/api/user/phone/${path}`, headers: { token }, payload });
  /** The code the WhatsApp fake received for `to` (the newest). */
  const codeSentTo = (to: string) =>
    whatsapp.messages.filter((m) => m.to === to && m.template === 'account_phone_code_v2').at(-1)?.params[0];

  test("WhatsApp goes only to the phone the account proved with a code, never to the booking's typed phone", async () => {
    const patient = await registerPatient(t);
    await t.database.db.update(users).set({ notifyWhatsapp: true }).where(eq(users.id, patient.id));
    const typed = { ...patientDetails, phone: '098860 44556' };
    expect((await book(t, patient.token, c.ananyaId, await freeSlot(t, c.ananyaId, skip++), typed)).statusCode).toBe(201);
    await engine.runOnce();
    // Before issue 34 this went to the typed number: one account could message any stranger.
    expect(whatsapp.messages.filter((m) => m.to === '919886044556')).toEqual([]);

    const sent = await phoneCall(patient.token, 'send-code', { phone: '98860 44557' });
    expect(sent.json()).toEqual({
      success: true,
      message: 'We sent a 6-digit code to +91 98860 44557 on WhatsApp. It works for 10 minutes.',
    });
    const code = codeSentTo('919886044557')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await phoneCall(patient.token, 'verify', { code: wrong })).json()).toEqual({
      success: false,
      message: 'That code is not right. Please check the WhatsApp message and try again.',
    });
    expect((await phoneCall(patient.token, 'verify', { code })).json()).toEqual({
      success: true,
      message: 'Your phone number is confirmed. WhatsApp messages will go to it.',
    });
    const profile = (await t.inject({ url: '/api/user/get-profile', headers: { token: patient.token } })).json().userData;
    expect([profile.phone, profile.phoneVerified]).toEqual(['+919886044557', true]);
    // Used up.
    expect((await phoneCall(patient.token, 'verify', { code })).statusCode).toBe(400);

    // A name with a link in it, typed for a booking, reaches the template without the link.
    const withLink = { ...patientDetails, name: 'Asha https://win.example/prize Rao', phone: '098860 99999' };
    expect((await book(t, patient.token, c.ananyaId, await freeSlot(t, c.ananyaId, skip++), withLink)).statusCode).toBe(201);
    await engine.runOnce();
    const confirmations = whatsapp.messages.filter((m) => m.to === '919886044557' && m.template !== 'account_phone_code_v2');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.params.join(' ')).toContain('Ananya');
    expect(confirmations[0]!.params.join(' ')).not.toMatch(/win\.example|prize/);
    expect(whatsapp.messages.filter((m) => m.to === '919886099999')).toEqual([]);
    // The e-mail goes too: the patient asked for both.
    await smtp.waitFor(isTo(patient.email), 'the e-mail confirmation');
  });

  test('codes to one number: three an hour whichever account asks, counted under a lock; five tries, then a new code', async () => {
    const [first, second] = [await registerPatient(t), await registerPatient(t)];
    const stranger = '98860 44600';
    const burst = await Promise.all(Array.from({ length: 8 }, () => phoneCall(first.token, 'send-code', { phone: stranger })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(burst.find((r) => r.statusCode === 429)!.json().message).toBe(
      'Three codes were sent in the last hour. Please use the newest one, or ask again later.',
    );
    expect((await phoneCall(second.token, 'send-code', { phone: stranger })).statusCode).toBe(429);
    expect(whatsapp.messages.filter((m) => m.to === '919886044600')).toHaveLength(3);

    const code = codeSentTo('919886044600')!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries = await Promise.all(Array.from({ length: 8 }, () => phoneCall(first.token, 'verify', { code: wrong })));
    expect(
      tries.filter((r) => r.json().message === 'That code is not right. Please check the WhatsApp message and try again.'),
    ).toHaveLength(5);
    expect((await phoneCall(first.token, 'verify', { code })).json().message).toBe(
      'That code has expired or was tried too many times. Please ask for a new one.',
    );
  });

  test('a weekly series booked by staff: the patient gets one message with every date and one calendar file, the doctor one notice', async () => {
    const patient = await registerPatient(t);
    const firstDate = dayFromToday(t, 9);
    const body = { email: patient.email, firstDate, slotTime: '11:30', everyWeeks: 1, count: 3, confirm: true, dates: [] as string[] };
    body.dates = [0, 7, 14].map((n) => dayFromToday(t, 9 + n));
    const booked = await post(t, '/api/admin/book-series', 'atoken', c.admin, { ...body, docId: c.ananyaId });
    expect(booked.statusCode).toBe(200);
    await engine.runOnce();

    const [mail] = await smtp.waitFor(isTo(patient.email), 'the series confirmation');
    expect(mail!.subject).toMatch(/^3 sessions booked: Dr\. Ananya Iyer, from /);
    for (const slotDate of body.dates) expect(mail!.text).toContain(longDate(slotDate));
    const ics = mail!.attachments.filter((a) => a.filename?.endsWith('.ics'));
    expect(ics).toHaveLength(1);
    expect(ics[0]!.content.toString().match(/BEGIN:VEVENT/g)).toHaveLength(3);
    const ids: string[] = booked.json().appointmentIds;
    for (const id of ids) expect(ics[0]!.content.toString()).toContain(`UID:${id}@sunrisehearing.in`);
    // One confirmation and one doctor notice for the whole series; each session keeps its reminders.
    const sent = await t.database.db.select().from(messages).where(inArray(messages.appointmentId, ids));
    expect(sent.filter((m) => m.kind === 'booking-confirmed')).toHaveLength(1);
    expect(sent.filter((m) => m.kind === 'doctor-booked')).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^New weekly sessions: /) }),
    ]);
    expect(new Set(sent.filter((m) => m.kind === 'reminder').map((m) => m.appointmentId))).toEqual(new Set(ids));
  });

  test("the doctor's agenda for tomorrow goes from 19:00 clinic time, once", async () => {
    // The day after tomorrow: tomorrow's agenda is already due when the suite runs after 19:00 at the clinic.
    const { start } = await patientBooks(await freeSlotOnDay(t, c.ananyaId, 2));
    await engine.runOnce();
    const day = start.toLocaleDateString('en-GB', { timeZone: t.config.clinicTz, day: 'numeric', month: 'numeric', year: 'numeric' });
    const [d, m, y] = day.split('/').map(Number);
    const key = `agenda:${c.ananyaId}:${d}_${m}_${y}`;
    const midnight = slotStart(`${d}_${m}_${y}`, '00:00', t.config.clinicTz).getTime();
    const agenda = createMessageEngine(t.database.db, t.config);
    try {
      await agenda.runOnce(new Date(midnight - 5 * HOUR - 5 * 60_000));
      expect(smtp.received.filter((mail) => mail.messageId === `<${key.replace(/:/g, '.')}@sunrisehearing.in>`)).toEqual([]);
      await agenda.runOnce(new Date(midnight - 5 * HOUR + 5 * 60_000));
      await agenda.runOnce(new Date(midnight - 5 * HOUR + 60 * 60_000));
      const [mail] = await smtp.waitFor((x) => x.messageId === `<${key.replace(/:/g, '.')}@sunrisehearing.in>`, 'the agenda');
      expect(mail!.text).toContain(patientDetails.name);
      expect(smtp.received.filter((x) => x.messageId === mail!.messageId)).toHaveLength(1);
    } finally {
      await agenda.close();
    }
  });
});
