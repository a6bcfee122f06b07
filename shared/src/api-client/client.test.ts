/**
 * @jest-environment node
 */
// Node's fetch stands in for the browser's (jsdom has none); the server is real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi, configureApiClient } from './client';
import { useAuthStore } from '@clinic/shared/auth';

type Seen = { url: string; headers: http.IncomingHttpHeaders; body: string };
let server: http.Server;
let seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'token, atoken, dtoken, content-type',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url!, headers: req.headers, body });
      res.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  useAuthStore.setState({ token: 'patient-jwt', aToken: 'admin-jwt', dToken: 'doctor-jwt' });
});

test('sends only the token of the role the call needs', async () => {
  answer = { status: 200, body: { success: true, message: '', appointments: [] } };
  await callApi('doctorAppointments', {});
  expect(seen[0]!.headers.dtoken).toBe('doctor-jwt');
  expect(seen[0]!.headers.token).toBeUndefined();
  expect(seen[0]!.headers.atoken).toBeUndefined();

  await callApi('doctorList');
  expect(seen[1]!.headers).not.toHaveProperty('token');
  expect(seen[1]!.url).toBe('/api/doctor/list');
});

test('a refusal with the envelope resolves to it instead of throwing', async () => {
  answer = { status: 409, body: { success: false, message: 'Slot Not Available' } };
  const booking = { docId: 'x', slotDate: '5_6_2030', slotTime: '10:00', userData: { name: 'Asha', phone: '98450' } };
  const result = await callApi('userBook', booking);
  expect(result).toEqual({ success: false, message: 'Slot Not Available' });
  expect(JSON.parse(seen[0]!.body)).toEqual(booking);
});

test('an answer without the envelope throws with a readable message', async () => {
  answer = { status: 502, body: 'Bad gateway' };
  await expect(callApi('doctorList')).rejects.toThrow('The server answered 502 without a readable message');
});

test('a refused token (401) signs that role out and only that role', async () => {
  answer = { status: 401, body: { success: false, message: 'Session expired, please log in again' } };
  await callApi('adminDashboard');
  expect(useAuthStore.getState()).toMatchObject({ aToken: '', token: 'patient-jwt', dToken: 'doctor-jwt' });
});

test('GET payloads travel as the query string', async () => {
  answer = { status: 200, body: { success: true, message: '', appointments: [] } };
  await callApi('adminAppointments', { page: 2, status: 'active' });
  expect(seen[0]!.url).toBe('/api/admin/appointments?page=2&status=active');
});

test('a multipart call sends its FormData as the browser writes it, boundary and all', async () => {
  answer = { status: 200, body: { success: true, message: 'Profile Updated' } };
  const form = new FormData();
  form.append('name', 'Asha Rao');
  await callApi('userUpdateProfile', form);
  expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(seen[0]!.body).toContain('name="name"');
  expect(seen[0]!.body).toContain('Asha Rao');
});

test('a call the server does not answer in time fails with the words the screens show for it', async () => {
  const silent = http.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` });
  try {
    await expect(callApi('doctorList', undefined, { timeout: 100 })).rejects.toThrow('timeout of 100ms exceeded');
  } finally {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});
