// Issue 35 point 11: beside the JSON, "Download my data" gives a copy a person can read, in their language.
import { formatSlotDate } from '@clinic/shared/format';
import { inLanguage } from '@clinic/shared/i18n';
import { book, freeSlot, publicDoctors, registerPatient } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

describe.each(DATABASES)('the readable copy of a patient’s data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const readable = (token: string, headers: Record<string, string> = {}) =>
    t.inject({ url: '/api/user/export/readable', headers: { token, ...headers } });

  test('an HTML page with the profile and every appointment, in the language asked for, every value escaped', async () => {
    const me = await registerPatient(t, { name: 'Asha <b>Rao</b> & "family"' });
    const other = await registerPatient(t, { name: 'Somebody Else Entirely' });
    const otherName = 'Somebody Else Entirely';
    const doctor = (await publicDoctors(t))[0]!;
    const slot = await freeSlot(t, doctor._id, 3);
    const note = 'Left ear <img src=x onerror=alert(1)> rings';
    const userData = { name: 'Asha Rao', phone: '+91 98860 11223', age: 57, email: '', message: note };
    expect((await book(t, me.token, doctor._id, slot, userData)).statusCode).toBe(201);
    expect((await book(t, other.token, doctor._id, await freeSlot(t, doctor._id, 4))).statusCode).toBe(201);

    const res = await readable(me.token, { cookie: 'lang=hi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sunrise-clinic-my-data-\d{4}-\d\d-\d\d\.html"$/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="hi">/);
    // Its script's font goes inside, so a computer without one for Hindi still shows the words.
    expect(html).toContain('@font-face{font-family:"Clinic Script";font-weight:400;unicode-range:U+0900-097F');
    // Sections and their headings in Hindi; the profile and the appointment with its date as the site writes it.
    for (const words of ['आपकी प्रोफ़ाइल', 'आपके अपॉइंटमेंट', 'क्लिनिक ने आपको जो संदेश भेजे', 'जन्म तिथि', 'बुक है']) expect(html).toContain(words);
    // Decision 56: the people the account holds, the holder first as "you", with what the clinic remembers.
    expect(html).toContain('<h2 id="people">आपके खाते के लोग</h2>');
    expect(html).toMatch(
      /<th scope="row" data-label="नाम">Asha &lt;b&gt;Rao&lt;\/b&gt; &amp; &quot;family&quot;<\/th><td data-label="आपसे रिश्ता">आप स्वयं<\/td>/,
    );
    expect(html).toContain(me.email);
    expect(html).toContain(doctor.name);
    expect(html).toContain(inLanguage('hi', () => formatSlotDate(slot.slotDate)));
    // What the patient typed is shown as text, never as markup.
    expect(html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt; &amp; &quot;family&quot;');
    expect(html).toContain('Left ear &lt;img src=x onerror=alert(1)&gt; rings');
    expect(html).not.toMatch(/<img|<b>|<script/);
    // Nothing of another patient.
    expect(html).not.toContain(otherName);
    expect(html).not.toContain(other.email);

    const english = (await readable(me.token)).body;
    expect(english).toMatch(/^<!doctype html><html lang="en">/);
    expect(english).not.toContain('@font-face');
    for (const words of ['Your profile', 'The people on your account', 'Your appointments', 'Date of birth', 'Booked'])
      expect(english).toContain(words);
  });

  test('without a patient’s token there is nothing to read', async () => {
    const res = await t.inject({ url: '/api/user/export/readable' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
});
