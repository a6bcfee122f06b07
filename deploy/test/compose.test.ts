import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { FRONTEND_APPS } from './deployed-remotes';
import { REPO_ROOT, run } from './support';

const SECRETS = {
  POSTGRES_PASSWORD: 'pg-secret',
  POSTGRES_API_PASSWORD: 'pg-api-secret',
  JWT_SECRET: 'a-jwt-secret-of-32-characters-xx',
  ADMIN_EMAIL: 'admin@clinic.example',
  ADMIN_PASSWORD: 'admin-password',
  PUBLIC_URL: 'https://clinic.example',
};

/** The environment of a fresh shell: nothing of this machine's leaks into the interpolation. */
const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...extra });

interface Service {
  image?: string;
  build?: { dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  networks?: Record<string, { ipv4_address?: string } | null>;
  ports?: unknown[];
  volumes?: string[];
  container_name?: string;
}
type Compose = {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
};

/** Whether an IPv4 address lies in a CIDR network. */
const inSubnet = (address: string, cidr: string) => {
  const [network, bits] = cidr.split('/') as [string, string];
  const value = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(value(address) / size) === Math.floor(value(network) / size);
};

const config = (extra: Record<string, string> = {}): Compose => {
  const result = run('docker-compose', ['config'], { env: env({ ...SECRETS, ...extra }) });
  if (result.status !== 0) throw new Error(result.stderr);
  return parse(result.stdout) as Compose;
};

describe('docker-compose.yml', () => {
  it('is valid with the secrets in the environment', () => {
    const result = run('docker-compose', ['config', '-q'], { env: env(SECRETS) });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.each(Object.keys(SECRETS))('refuses to start without %s, naming it', (missing) => {
    const rest = Object.fromEntries(Object.entries(SECRETS).filter(([key]) => key !== missing));
    const result = run('docker-compose', ['config', '-q'], { env: env(rest) });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`set ${missing}`);
  });

  it('holds no secret values: each comes from the environment with ${VAR:?}', () => {
    const raw = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
    const api = raw.services.api!.environment!;
    for (const key of ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_URL'])
      expect(api[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    expect(api.MIGRATION_DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    expect(api.DATABASE_URL).toContain('${POSTGRES_API_PASSWORD:?');
    expect(raw.services.db!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(raw.services.db!.environment!.API_DB_PASSWORD).toMatch(/^\$\{POSTGRES_API_PASSWORD:\?/);
  });

  // Issue 34 point 7: whoever owns a table can switch off its triggers, the audit log's append-only ones too.
  it('runs the api as a role of its own that owns nothing; the owner only migrates', () => {
    const { services } = config();
    const db = services.db!.environment!;
    const everyday = new URL(services.api!.environment!.DATABASE_URL!);
    const owner = new URL(services.api!.environment!.MIGRATION_DATABASE_URL!);
    expect(owner).toMatchObject({
      username: db.POSTGRES_USER,
      password: SECRETS.POSTGRES_PASSWORD,
      host: 'db:5432',
      pathname: `/${db.POSTGRES_DB}`,
    });
    expect(everyday.username).not.toBe(db.POSTGRES_USER);
    expect(everyday.password).not.toBe(SECRETS.POSTGRES_PASSWORD);
    expect(everyday).toMatchObject({
      username: db.API_DB_USER,
      password: SECRETS.POSTGRES_API_PASSWORD,
      host: 'db:5432',
      pathname: owner.pathname,
    });
    // The database makes that role when its volume is new, with the password the api connects with.
    expect(db.API_DB_PASSWORD).toBe(SECRETS.POSTGRES_API_PASSWORD);
    const initDir = path.join(REPO_ROOT, 'deploy', 'postgres');
    expect(services.db!.volumes).toContain(`${initDir}:/docker-entrypoint-initdb.d:ro`);
    const script = path.join(initDir, 'api-role.sh');
    expect(run('sh', ['-n', script]).status).toBe(0);
    expect(readFileSync(script, 'utf8')).toMatch(/API_DB_USER[\s\S]*API_DB_PASSWORD[\s\S]*CREATE ROLE/);
  });

  it('runs PostgreSQL on a named volume with a healthcheck, and the api only once it is healthy', () => {
    const { services, volumes } = config();
    expect(services.db!.volumes).toContain('db-data:/var/lib/postgresql/data:rw');
    expect(volumes).toHaveProperty('db-data');
    expect(services.db!.healthcheck!.test.join(' ')).toContain('pg_isready');
    expect(services.api!.depends_on).toMatchObject({ db: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
  });

  it('configures the api by environment only, in production, checked on /api/health', () => {
    const api = config().services.api!;
    expect(api.environment).toMatchObject({ NODE_ENV: 'production', JWT_SECRET: SECRETS.JWT_SECRET, REDIS_URL: 'redis://redis:6379' });
    expect(api.healthcheck!.test.join(' ')).toContain('/api/health');
    expect(api.volumes).toBeUndefined();
  });

  it('can scale the api: no fixed name, no published port', () => {
    const api = config().services.api!;
    expect(api.container_name).toBeUndefined();
    expect(api.ports).toBeUndefined();
  });

  it('publishes one port, the gateway’s, which reaches every api replica and frontend', () => {
    const { services } = config({ SITE_PORT: '8443' });
    const published = Object.entries(services)
      .filter(([, s]) => s.ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(['gateway']);
    expect(JSON.stringify(services.gateway!.ports)).toContain('8443');
    expect(services.gateway!.environment).toMatchObject({
      API_UPSTREAMS: 'api:3000',
      SHELL_UPSTREAM: 'shell:8080',
      MF_PATIENT_UPSTREAM: 'mf-patient:8080',
    });
  });

  // Fastify ignores a hop count: with TRUST_PROXY=1 every client was the gateway, and shared one login limit.
  it('has the api trust the gateway by its fixed address, never by a hop count', () => {
    const { services, networks } = config();
    const trusted = services.api!.environment!.TRUST_PROXY!;
    expect(trusted).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(services.gateway!.networks).toEqual({ default: { ipv4_address: trusted } });
    const subnet = networks!.default!.ipam!.config![0]!.subnet;
    expect(inSubnet(trusted, subnet)).toBe(true);
    // Moved together when the subnet collides with one of the host's.
    const moved = config({ CLINIC_SUBNET: '10.77.0.0/24', GATEWAY_ADDRESS: '10.77.0.5' });
    expect(moved.services.api!.environment!.TRUST_PROXY).toBe('10.77.0.5');
    expect(moved.services.gateway!.networks).toEqual({ default: { ipv4_address: '10.77.0.5' } });
    expect(moved.networks!.default!.ipam!.config![0]!.subnet).toBe('10.77.0.0/24');
    expect(config({ REAL_IP_FROM: '172.30.0.1' }).services.gateway!.environment).toMatchObject({ REAL_IP_FROM: '172.30.0.1' });
  });

  it('renders pages in a service of its own, which reads the site back through the gateway', () => {
    const { services } = config();
    expect(services.render).toMatchObject({
      build: { dockerfile: 'deploy/docker/render.Dockerfile' },
      environment: { SITE_ORIGIN: 'http://gateway:8080' },
    });
    expect(services.render!.ports).toBeUndefined();
    expect(services.gateway!.environment).toMatchObject({ RENDER_UPSTREAM: 'render:8080' });
    expect(JSON.stringify(services.gateway!.depends_on)).toContain('render');
  });

  it.each(FRONTEND_APPS)('builds %s in its own container from its own workspace', (app) => {
    const service = config().services[app]!;
    expect(service.build).toMatchObject({ dockerfile: 'deploy/docker/frontend.Dockerfile', args: { APP: app } });
  });

  it('points remotes.json and each remote’s published version at the same version variable', () => {
    const { services } = config({ MF_PATIENT_VERSION: '7' });
    expect(services['mf-patient']).toMatchObject({ image: 'clinic/mf-patient:7', environment: { APP_VERSION: '7', NGINX_ROLE: 'remote' } });
    expect(services.shell!.environment).toMatchObject({ MF_PATIENT_VERSION: '7', MF_PUBLIC_VERSION: '1' });
    // Each remote keeps its versions on its own volume, so an older one is still there to roll back to.
    expect(services['mf-patient']!.volumes).toEqual(['mf-patient-releases:/srv/releases/app:rw']);
  });
});
