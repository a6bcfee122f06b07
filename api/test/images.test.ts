import { createHash } from 'node:crypto';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

describe.each(DATABASES)('images on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  test('doctor photos are WebP, named by the hash of their bytes, and cached forever', async () => {
    const doctors = (await t.inject('/api/doctor/list')).json().doctors as Array<{ image: string }>;
    expect(new Set(doctors.map((d) => d.image)).size).toBe(doctors.length);
    for (const { image } of doctors) {
      const res = await t.inject(image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(image).toBe(`/api/images/${createHash('sha256').update(res.rawPayload).digest('hex')}.webp`);
    }
  });

  test('HEAD answers without the bytes', async () => {
    const [first] = (await t.inject('/api/doctor/list')).json().doctors;
    const res = await t.inject({ method: 'HEAD', url: first.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBe(0);
  });

  test('someone without a photo gets the neutral placeholder', async () => {
    const res = await t.inject('/api/images/placeholder.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
  });

  test.each([
    ['an unknown image', `/api/images/${'a'.repeat(64)}.webp`, 404, 'No such image'],
    ['a name that is not a hash', '/api/images/..%2F..%2Fetc%2Fpasswd', 400, 'No such image'],
    ['a hash with another extension', `/api/images/${'a'.repeat(64)}.png`, 400, 'No such image'],
    ['an upper-case hash', `/api/images/${'A'.repeat(64)}.webp`, 400, 'No such image'],
  ])('%s answers with the envelope', async (_label, url, status, message) => {
    const res = await t.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
