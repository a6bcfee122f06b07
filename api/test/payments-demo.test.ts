import { loadConfig, localSiteUrl } from '../src/config';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { NOT_COMPLETED, PAID, setUp } from './support/payments';

describe.each(DATABASES)('demo payments on %s', (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await setUp(t);
  });
  afterAll(() => t.close());

  const back = (id: string, sessionId: string, success: boolean) =>
    `${t.config.publicUrl}/verify?success=${success}&appointmentId=${id}&session_id=${sessionId}`;

  test('payment-stripe sends the patient to a local checkout page that says it is a demo', async () => {
    const { id } = s.seeded.unpaid;
    const { url, path } = await s.checkout(id);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/payments/demo/checkout/demo_cs_[\\w-]+$`));
    const page = await t.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Its own policy, not the api's: nothing but its hashed style and its two forms.
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(/<title>Demo payment/);
    expect(page.body).toMatch(/This is a demo checkout\.<\/strong> No card is needed and no money is charged/);
    expect(page.body).toContain(`Pay ₹${DEMO_DOCTORS[0]!.fees} (demo)</button>`);
    expect(page.body).toContain(DEMO_DOCTORS[0]!.name);
    expect(page.body).toContain(`<form method="post" action="${t.config.publicUrl}${path}/cancel">`);
    // No scripts, nothing fetched from elsewhere; the CSP allows the one inline style and nothing else.
    expect(page.body).not.toMatch(/<script|<link|<img|src=/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; form-action 'self' http:\/\/127\.0\.0\.1:\d+;/);
    expect(csp).not.toContain('unsafe-inline');
  });

  // Issue 35: the line paid for and the page that takes the payment are in the patient's language, the time
  // as the site writes it (not "on 6 दिस॰ 2026 at 11:00", English around a Hindi date and a 24-hour clock).
  test('the line paid for and the demo page follow the patient’s language and the site’s time', async () => {
    const row = await s.fresh({ slotDate: '6_12_2031', slotTime: '17:30' });
    const start = (lang: string) =>
      t.inject({
        method: 'POST',
        url: '/api/user/payment-stripe',
        headers: { token: s.ashaToken, cookie: `lang=${lang}` },
        payload: { appointmentId: row.id },
      });
    const page = async (lang: string) => {
      const url = (await start(lang)).json().session_url as string;
      return (await t.inject({ url: new URL(url).pathname, headers: { cookie: `lang=${lang}` } })).body;
    };
    const doctor = row.docData.name;
    expect(await page('en')).toContain(`<dd>Appointment with ${doctor} on 6 Dec 2031 at 5:30 pm</dd>`);
    const kn = await page('kn');
    expect(kn).toMatch(/<html lang="kn">/);
    expect(kn).toContain(`<dd>${doctor} ಅವರೊಂದಿಗೆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್, 6 ಡಿಸೆಂಬರ್ 2031, ಸಂಜೆ 5:30</dd>`);
    expect(kn).toContain(`ಪಾವತಿಸಿ (ಡೆಮೊ)</button>`);
    expect(kn).not.toMatch(/Demo payment|Amount|Cancel</);
    const hi = await page('hi');
    expect(hi).toContain(`<dd>${doctor} के साथ अपॉइंटमेंट, 6 दिसंबर 2031, शाम 5:30</dd>`);
    expect(hi).toContain('<h1>डेमो भुगतान</h1>');
  });

  test('paying on the demo page returns to /verify, and only then does verify mark it paid', async () => {
    const { id } = await s.fresh();
    const { path, sessionId } = await s.checkout(id);
    const forged = await s.call('verifyStripe', { success: true, appointmentId: id, sessionId });
    expect([forged.statusCode, forged.json()]).toEqual([402, NOT_COMPLETED]);
    expect((await s.stored(id)).payment).toBe(false);

    const paid = await s.submitForm(`${path}/pay`);
    expect([paid.statusCode, paid.headers.location]).toEqual([303, back(id, sessionId, true)]);
    expect((await s.call('verifyStripe', { success: 'true', appointmentId: id, sessionId })).json()).toEqual(PAID);
    expect((await s.stored(id)).payment).toBe(true);
    // Settled: the page says so, and a late Cancel cannot undo the payment.
    expect((await t.inject(path)).body).toContain('This demo payment is complete.');
    expect((await s.submitForm(`${path}/cancel`)).headers.location).toBe(back(id, sessionId, true));
  });

  test('cancelling returns to /verify with success=false and leaves it unpaid', async () => {
    const { id } = await s.fresh();
    const { path, sessionId } = await s.checkout(id);
    const cancelled = await s.submitForm(`${path}/cancel`);
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, back(id, sessionId, false)]);
    expect((await s.call('verifyStripe', { success: 'false', appointmentId: id, sessionId })).statusCode).toBe(402);
    expect((await s.submitForm(`${path}/pay`)).headers.location).toBe(back(id, sessionId, false));
    expect((await s.call('verifyStripe', { success: true, appointmentId: id })).statusCode).toBe(402);
    expect((await s.stored(id)).payment).toBe(false);
  });

  test('every link of the demo checkout is on the address npm start prints, whatever host the request names', async () => {
    // The gateway prints localSiteUrl(HOST ?? 127.0.0.1, PORT); unset, PUBLIC_URL is that same address.
    const printed = localSiteUrl('127.0.0.1', 8080);
    expect(printed).toBe('http://127.0.0.1:8080');
    expect(t.config.publicUrl).toBe(printed);
    expect(loadConfig({ PORT: '4321', DATA_DIR: 'memory://' }).publicUrl).toBe(localSiteUrl('127.0.0.1', 4321));
    expect(loadConfig({ PORT: '4321', HOST: '0.0.0.0', DATA_DIR: 'memory://' }).publicUrl).toBe(localSiteUrl('0.0.0.0', 4321));

    const { id } = await s.fresh();
    const spoofed = { token: s.ashaToken, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const start = await t.inject({ method: 'POST', url: '/api/user/payment-stripe', headers: spoofed, payload: { appointmentId: id } });
    const url = start.json().session_url as string;
    expect(url.startsWith(`${printed}/api/payments/demo/checkout/demo_cs_`)).toBe(true);
    const path = new URL(url).pathname;
    const links = (body: string) => [...body.matchAll(/(?:action|href)="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const page = await t.inject({ url: path, headers: { host: 'evil.example' } });
    expect(links(page.body)).toEqual([`${printed}${path}/pay`, `${printed}${path}/cancel`]);
    const paid = await t.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.headers.location).toBe(back(id, path.split('/').at(-1)!, true));
    expect((paid.headers.location as string).startsWith(`${printed}/verify?`)).toBe(true);
    expect(links((await t.inject({ url: path, headers: { host: 'evil.example' } })).body)).toEqual([paid.headers.location]);
  });

  test('unknown demo sessions are not found, and the demo accepts no webhooks', async () => {
    for (const res of [
      await t.inject('/api/payments/demo/checkout/demo_cs_nope'),
      await s.submitForm('/api/payments/demo/checkout/demo_cs_nope/pay'),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, { success: false, message: 'No such demo payment' }]);
    }
    expect((await t.inject('/api/payments/demo/checkout/cs_test_1')).statusCode).toBe(400);
    const headers = { 'stripe-signature': 't=1,v1=x' };
    const hook = await t.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload: { id: 'evt_1' } });
    expect([hook.statusCode, hook.json()]).toEqual([400, { success: false, message: 'Invalid signature' }]);
  });
});
