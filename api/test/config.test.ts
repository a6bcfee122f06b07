import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

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
    expect(() => loadConfig({ DATA_DIR: 'memory://', PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  });

  test('lists and proxies are parsed', () => {
    const config = loadConfig({ DATA_DIR: 'memory://', CORS_ORIGINS: 'https://a.example/, http://localhost:3000 ,', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  test('production needs its own secret and admin, and does not seed demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://' })).toThrow(
      'In production the api needs JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD',
    );
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', JWT_SECRET: 's'.repeat(32), ADMIN_EMAIL: 'Boss@Clinic.in', ADMIN_PASSWORD: 'long-enough-1' });
    expect(config).toMatchObject({ production: true, seedDemo: false, admin: { email: 'boss@clinic.in', isDemo: false } });
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', JWT_SECRET: 's'.repeat(32), ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'long-enough-1', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT:'],
    [{ CLINIC_TZ: 'Mars/Olympus' }, 'CLINIC_TZ: must be an IANA time zone'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 16 characters'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: use true or false'],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', ...env })).toThrow(message);
  });
});
