/**
 * @jest-environment node
 */
// Node's fetch stands in for the browser's (jsdom has none); the server is real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '@clinic/shared/api-client';
import { clinicTimeZone, useDoctorsStore } from './doctors';

let server: http.Server;
let asked = 0;
let body: object = {};

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    asked++;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = 0;
  useDoctorsStore.setState({ doctors: [], clinicTz: null, status: 'idle' });
});

test("the list brings the clinic's time zone into the store", async () => {
  body = { success: true, message: '', doctors: [], clinicTz: 'America/New_York' };
  await expect(useDoctorsStore.getState().load()).resolves.toBeNull();
  expect(useDoctorsStore.getState()).toMatchObject({ clinicTz: 'America/New_York', status: 'ready' });
});

test('clinicTimeZone answers from the store when the list brought the zone, without asking again', async () => {
  useDoctorsStore.setState({ clinicTz: 'America/New_York', status: 'ready' });
  await expect(clinicTimeZone()).resolves.toBe('America/New_York');
  expect(asked).toBe(0);
});

test('clinicTimeZone reads the list when no zone is known yet (a page from an older server)', async () => {
  useDoctorsStore.setState({ status: 'ready' });
  body = { success: true, message: '', doctors: [], clinicTz: 'Europe/Lisbon' };
  await expect(clinicTimeZone()).resolves.toBe('Europe/Lisbon');
  expect(asked).toBe(1);
});

test('an api that names no zone leaves it unknown: nothing is guessed, the caller is told', async () => {
  body = { success: true, message: '', doctors: [] };
  await expect(clinicTimeZone()).rejects.toThrow("The clinic's time zone could not be read. Please try again.");
  expect(useDoctorsStore.getState().clinicTz).toBeNull();
  body = { success: false, message: 'Service unavailable' };
  await expect(clinicTimeZone()).rejects.toThrow('Service unavailable');
});
