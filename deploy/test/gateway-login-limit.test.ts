import { buildApiBundle, postFrom, startApi, startFrontendStandIn, startGateway, stopAll } from './live-gateway';

// The login limit counts attempts per client address. Behind the gateway the api sees only the gateway's
// socket, so it must learn the client's address from the gateway, and only from it: a hop-count
// TRUST_PROXY (which Fastify ignores) put every client in the gateway's one bucket, and an api that
// believed a client's own X-Forwarded-For would let a client choose its bucket, or someone else's: nginx
// appends the address it saw, and the api believes that last entry only, from the gateway's address.
// Clients are distinct addresses of this machine's 127.0.0.0/8; nginx reaches the api from 127.0.0.1.

const LIMIT = 3;
// Each address tries an e-mail of its own, so only the address limit is at work here, not the sign-in
// slowdown, which also counts an e-mail's failures from every address (decision 47).
const wrongFrom = (from: string) => ({ email: `nobody-${from}@example.in`, password: 'not-the-password-1' });

let api: { bundle: string; remove: () => void };
let frontends: Awaited<ReturnType<typeof startFrontendStandIn>>;
beforeAll(async () => {
  api = buildApiBundle();
  frontends = await startFrontendStandIn();
}, 60_000);
afterAll(async () => {
  await stopAll();
  frontends?.server.close();
  api?.remove();
});

/** LIMIT attempts are answered, the next is 429: returns every status, in order. */
async function exhaust(login: string, from: string, headers: (i: number) => Record<string, string> = () => ({})) {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) statuses.push(await postFrom(from, login, wrongFrom(from), headers(i)));
  return statuses;
}
const LOCKED_OUT = [...Array(LIMIT).fill(401), 429];

describe('through the real gateway, the api trusting the gateway by address as docker-compose.yml does', () => {
  let login: string;
  beforeAll(async () => {
    const apiAddress = await startApi(api.bundle, { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: String(LIMIT) });
    login = `${await startGateway({ api: apiAddress, frontends: frontends.address })}/api/user/login`;
  }, 90_000);

  test('two client addresses have two login limits: one locked out, the other still signs in', async () => {
    expect(await exhaust(login, '127.0.0.2')).toEqual(LOCKED_OUT);
    expect(await postFrom('127.0.0.3', login, wrongFrom('127.0.0.3'))).toBe(401);
    expect(await postFrom('127.0.0.2', login, wrongFrom('127.0.0.2'))).toBe(429);
  });

  test('a forged X-Forwarded-For neither escapes the limit nor locks out the address it names', async () => {
    expect(await exhaust(login, '127.0.0.4', (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }))).toEqual(LOCKED_OUT);
    expect(await exhaust(login, '127.0.0.5', () => ({ 'x-forwarded-for': '127.0.0.6' }))).toEqual(LOCKED_OUT);
    expect(await postFrom('127.0.0.6', login, wrongFrom('127.0.0.6'))).toBe(401);
  });
});

describe('behind a proxy in front of the gateway (REAL_IP_FROM, e.g. TLS)', () => {
  const FRONT_PROXY = '127.0.0.7';
  let login: string;
  beforeAll(async () => {
    const apiAddress = await startApi(api.bundle, { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: String(LIMIT) });
    login = `${await startGateway({ api: apiAddress, frontends: frontends.address }, { REAL_IP_FROM: FRONT_PROXY })}/api/user/login`;
  }, 90_000);

  test('two X-Forwarded-For values from that proxy are two clients with two limits', async () => {
    expect(await exhaust(login, FRONT_PROXY, () => ({ 'x-forwarded-for': '203.0.113.10, 198.51.100.20' }))).toEqual(LOCKED_OUT);
    expect(await postFrom(FRONT_PROXY, login, wrongFrom(FRONT_PROXY), { 'x-forwarded-for': '198.51.100.21' })).toBe(401);
  });

  test('anyone else is believed about nothing: their own address is their bucket', async () => {
    expect(await exhaust(login, '127.0.0.8', (i) => ({ 'x-forwarded-for': `198.51.100.${30 + i}` }))).toEqual(LOCKED_OUT);
    // The address the proxy's locked-out client had, claimed by someone who is not the proxy: not locked.
    expect(await postFrom('127.0.0.9', login, wrongFrom('127.0.0.9'), { 'x-forwarded-for': '198.51.100.20' })).toBe(401);
  });
});
