/**
 * @jest-environment node
 */
// Node's fetch stands in for the browser's (jsdom has none); the server is real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from './client';
import { readPublic } from './read-public';

let server: http.Server;
let seen: http.IncomingMessage[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
});

test('reads the public doctor list without any token', async () => {
  answer = { status: 200, body: JSON.stringify({ success: true, message: '', doctors: [] }) };
  await expect(readPublic('doctorList')).resolves.toEqual({ success: true, message: '', doctors: [] });
  expect(seen[0]!.url).toBe('/api/doctor/list');
  expect(seen[0]!.headers).not.toHaveProperty('token');
});

test("a read with a path parameter fills it in, encoded (a doctor's free times)", async () => {
  answer = { status: 200, body: JSON.stringify({ success: true, message: '', days: [] }) };
  await expect(readPublic('doctorSlots', { docId: 'a b/c' })).resolves.toEqual({ success: true, message: '', days: [] });
  expect(seen[0]!.url).toBe('/api/doctor/slots/a%20b%2Fc');
});

test('a refusal with the envelope resolves to it, as callApi does', async () => {
  answer = { status: 429, body: JSON.stringify({ success: false, message: 'Too many requests, please try again later' }) };
  await expect(readPublic('doctorList')).resolves.toEqual({ success: false, message: 'Too many requests, please try again later' });
});

test('an answer without the envelope throws the same readable message as callApi', async () => {
  answer = { status: 502, body: '<html>Bad gateway</html>' };
  await expect(readPublic('doctorList')).rejects.toThrow('The server answered 502 without a readable message');
});

test('an unreachable server fails with "Network Error", as callApi does', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${port}` });
  try {
    await expect(readPublic('doctorList')).rejects.toThrow('Network Error');
  } finally {
    configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});
