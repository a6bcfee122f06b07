/**
 * @jest-environment node
 */
// Node's fetch stands in for the browser's (jsdom has none); the server is real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '@clinic/shared/api-client';
import { useClinicHoursStore } from './clinic-hours';

const day = [{ from: '10:00', to: '21:00' }];
const hours = {
  weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: [] },
  windowDays: 7,
  closures: [{ slotDate: '12_11_2026', reason: 'Diwali' }],
};

let server: http.Server;
let asked = 0;
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked++;
    expect(req.url).toBe('/api/clinic/hours');
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = 0;
  useClinicHoursStore.setState({ hours: null, status: 'idle' });
});

test('the public hours arrive in the store', async () => {
  answer = { status: 200, body: JSON.stringify({ success: true, message: '', hours }) };
  await useClinicHoursStore.getState().load();
  expect(useClinicHoursStore.getState()).toMatchObject({ hours, status: 'ready' });
  expect(asked).toBe(1);
});

test('a refusal or an api that is down leaves no old hours behind', async () => {
  useClinicHoursStore.setState({ hours, status: 'ready' });
  answer = { status: 503, body: JSON.stringify({ success: false, message: 'Service unavailable' }) };
  await useClinicHoursStore.getState().load();
  expect(useClinicHoursStore.getState()).toMatchObject({ hours: null, status: 'error' });

  useClinicHoursStore.setState({ hours, status: 'ready' });
  answer = { status: 502, body: '<html>Bad gateway</html>' };
  await useClinicHoursStore.getState().load();
  expect(useClinicHoursStore.getState()).toMatchObject({ hours: null, status: 'error' });
});

test('two screens asking at once read the hours once', async () => {
  answer = { status: 200, body: JSON.stringify({ success: true, message: '', hours }) };
  await Promise.all([useClinicHoursStore.getState().load(), useClinicHoursStore.getState().load()]);
  expect(asked).toBe(1);
  expect(useClinicHoursStore.getState().status).toBe('ready');
});
