import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clinic-config-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('runs a demo clinic with no settings at all', () => {
    const dataDir = path.join(tempDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      dataDir,
      clinicTz: 'Asia/Kolkata',
      payment: { provider: 'demo' },
      seedDemo: true,
      trustProxy: false,
      corsOrigins: [],
      admin: { email: 'admin@sunrisehearing.in', password: 'Admin@12345', isDemo: true },
      logLevel: 'info',
      authRateLimit: 10,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  test('DATA_DIR defaults to .data under the working directory', () => {
    expect(loadConfig({ DATA_DIR: undefined, JWT_SECRET: 'x'.repeat(32) }).dataDir).toBe(path.resolve('.data'));
  });

  test('the demo token secret is made once and kept in DATA_DIR, so sessions survive a restart', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, '.jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dataDir, '.jwt-secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: 'memory://' }).jwtSecret).not.toBe(loadConfig({ DATA_DIR: 'memory://' }).jwtSecret);
  });

  test('a Stripe key switches payments to Stripe unless PAYMENT_PROVIDER says otherwise', () => {
    const base = { DATA_DIR: 'memory://', STRIPE_SECRET_KEY: 'sk_test_123' };
    expect(loadConfig(base).payment.provider).toBe('stripe');
    expect(loadConfig({ ...base, PAYMENT_PROVIDER: 'demo' }).payment.provider).toBe('demo');
    expect(() => loadConfig({ DATA_DIR: 'memory://', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY',
    );
  });

  test('lists and proxies are parsed', () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      CORS_ORIGINS: 'https://a.example/, http://localhost:3000 ,',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: 'loopback, fd00::/8, 172.30.0.0/255.255.255.0' }).trustProxy).toEqual([
      'loopback',
      'fd00::/8',
      '172.30.0.0/255.255.255.0',
    ]);
  });

  // Fastify ignores a hop count: every client would be the proxy, sharing one login limit.
  test.each(['1', ' 2 '])('refuses TRUST_PROXY=%j, a hop count, saying to name the proxy instead', (hops) => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: hops })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: hops })).toThrow(
      /is a hop count, which Fastify ignores.*Set TRUST_PROXY to the address or network of the proxy/,
    );
  });

  test.each(['gateway', '10.0.0.0/33', '127.0.0.1/8/8', '300.1.1.1'])(
    'refuses TRUST_PROXY entry %j that is no address or network',
    (entry) => {
      expect(() => loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: `127.0.0.1,${entry}` })).toThrow(
        `TRUST_PROXY: "${entry}" is not an IP address or network`,
      );
    },
  );

  test('socket limits have defaults above what uploads need, and are set by environment', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).serverLimits).toEqual({
      requestTimeoutMs: 90_000,
      connectionTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 2048,
    });
    const env = { REQUEST_TIMEOUT_MS: '1500', CONNECTION_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '400', MAX_CONNECTIONS: '24' };
    expect(loadConfig({ DATA_DIR: 'memory://', ...env }).serverLimits).toEqual({
      requestTimeoutMs: 1500,
      connectionTimeoutMs: 1000,
      keepAliveTimeoutMs: 400,
      maxConnections: 24,
    });
    expect(() => loadConfig({ DATA_DIR: 'memory://', REQUEST_TIMEOUT_MS: '0' })).toThrow('REQUEST_TIMEOUT_MS:');
  });

  test('production needs its own secret and admin, and does not seed demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://' })).toThrow(
      'In production the api needs JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      JWT_SECRET: 's'.repeat(32),
      ADMIN_EMAIL: 'Boss@Clinic.in',
      ADMIN_PASSWORD: 'long-enough-1',
    });
    expect(config).toMatchObject({ production: true, seedDemo: false, admin: { email: 'boss@clinic.in', isDemo: false } });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: 'memory://',
        JWT_SECRET: 's'.repeat(32),
        ADMIN_EMAIL: 'a@b.in',
        ADMIN_PASSWORD: 'long-enough-1',
        SEED_DEMO: 'true',
      }).seedDemo,
    ).toBe(true);
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT:'],
    [{ CLINIC_TZ: 'Mars/Olympus' }, 'CLINIC_TZ: must be an IANA time zone'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 16 characters'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: use true or false'],
    [
      { MIGRATION_DATABASE_URL: 'postgres://clinic@db/clinic' },
      "MIGRATION_DATABASE_URL (the tables' owner, for migrations) needs DATABASE_URL",
    ],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', ...env })).toThrow(message);
  });
});
