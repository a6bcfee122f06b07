import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { ENCODED_BODY } from '../../src/http/multipart-form';
import { DEMO_PATIENTS } from '../../src/seed/seed';
import { signIn } from '../support/clinic';
import { DATABASES, startTestApp, type TestApp } from '../support/harness';

/**
 * Nothing in the api decodes a request body (nginx passes one on as it came): a body sent with a
 * Content-Encoding is refused with 415 before it is read, on every route that takes one. Behind `npm
 * start`'s gateway, which decoded bodies, a compressed upload was read by nobody and never answered.
 */
const ENCODE = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;
const multipart = `--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(40_000)}\r\n--b--\r\n`;
const BODIES = [
  ['application/json', JSON.stringify({ email: 'someone@example.in', password: 'p'.repeat(30_000) })],
  ['multipart/form-data; boundary=b', multipart],
  ['application/x-www-form-urlencoded', `a=${'b'.repeat(30_000)}`],
] as const;

describe.each(DATABASES)('compressed request bodies on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    token = await signIn(t, 'asha');
  });
  afterAll(() => t.close());

  /** Every POST route the api has, read from its router so a new one is covered the day it is added. */
  const postRoutes = () =>
    [...t.app.printRoutes({ method: 'POST', commonPrefix: false }).matchAll(/(\/api\/\S+) \(POST\)/g)].map((match) =>
      match[1]!.replace(/:\w+/g, 'x'),
    );

  test('every route that takes a body refuses a compressed one with 415 and the envelope', async () => {
    const routes = postRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/api/user/update-profile', '/api/admin/add-doctor', '/api/payments/stripe/webhook']));
    const encodings = Object.keys(ENCODE) as (keyof typeof ENCODE)[];
    let n = 0;
    for (const url of routes) {
      for (const [contentType, body] of BODIES) {
        const encoding = encodings[n++ % encodings.length]!;
        const res = await t.inject({
          method: 'POST',
          url,
          headers: { token, 'content-type': contentType, 'content-encoding': encoding },
          payload: ENCODE[encoding](body),
        });
        expect([url, contentType, res.statusCode, res.json()]).toEqual([url, contentType, 415, { success: false, message: ENCODED_BODY }]);
      }
    }
  });

  test('`identity` is no encoding: the body is read as usual', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: JSON.stringify({ email: DEMO_PATIENTS[0].email, password: DEMO_PATIENTS[0].password }),
    });
    expect(res.statusCode).toBe(200);
  });
});
