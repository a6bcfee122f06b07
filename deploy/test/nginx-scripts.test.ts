import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_DIR, run, scratchDir } from './support';

const script = (name: string, env: Record<string, string>) =>
  run('sh', [path.join(NGINX_DIR, name)], { env: { PATH: process.env.PATH, ...env } });

const VERSIONS = { MF_PUBLIC_VERSION: '1', MF_PATIENT_VERSION: '2024.11.3', MF_ADMIN_VERSION: '1', MF_DOCTOR_VERSION: '5' };

describe('remotes-json.sh (shell container start)', () => {
  it('writes remotes.json from the version variables, one manifest per remote', () => {
    const out = path.join(scratchDir('remotes-'), 'run', 'remotes.json');
    const result = script('remotes-json.sh', { ...VERSIONS, REMOTES_JSON: out });
    expect(result.status).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({
      mf_public: '/mf/public/1/mf-manifest.json',
      mf_patient: '/mf/patient/2024.11.3/mf-manifest.json',
      mf_admin: '/mf/admin/1/mf-manifest.json',
      mf_doctor: '/mf/doctor/5/mf-manifest.json',
    });
  });

  it('lets a remote live elsewhere by its manifest URL', () => {
    const out = path.join(scratchDir('remotes-'), 'remotes.json');
    script('remotes-json.sh', {
      ...VERSIONS,
      MF_DOCTOR_MANIFEST: 'https://cdn.clinic.example/doctor/9/mf-manifest.json',
      REMOTES_JSON: out,
    });
    expect(JSON.parse(readFileSync(out, 'utf8')).mf_doctor).toBe('https://cdn.clinic.example/doctor/9/mf-manifest.json');
  });

  it.each([
    [{ MF_ADMIN_VERSION: '' }, 'set MF_ADMIN_VERSION'],
    [{ MF_PATIENT_VERSION: '2"; alert(1)' }, 'MF_PATIENT_VERSION may hold only'],
    [{ MF_PATIENT_VERSION: '../../etc' }, 'MF_PATIENT_VERSION may hold only'],
    [{ MF_PUBLIC_MANIFEST: 'https://x.example/"}' }, 'MF_PUBLIC_MANIFEST must be a URL'],
  ])('refuses %j and leaves the old file in place', (override, message) => {
    const out = path.join(scratchDir('remotes-'), 'remotes.json');
    writeFileSync(out, '{"kept":true}');
    const result = script('remotes-json.sh', { ...VERSIONS, ...override, REMOTES_JSON: out });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(message);
    expect(readFileSync(out, 'utf8')).toBe('{"kept":true}');
  });
});

describe('publish-release.sh (remote container start)', () => {
  const build = (dir: string, text: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(dir, 'remoteEntry.js'), text);
  };

  it('publishes each version under its own path and never over an earlier one', () => {
    const root = scratchDir('releases-');
    const releases = path.join(root, 'releases');
    build(path.join(root, 'v1'), 'one');
    build(path.join(root, 'v2'), 'two');
    build(path.join(root, 'v1-rebuilt'), 'changed');
    expect(script('publish-release.sh', { BUILD_DIR: path.join(root, 'v1'), RELEASES_ROOT: releases, APP_VERSION: '1' }).status).toBe(0);
    expect(script('publish-release.sh', { BUILD_DIR: path.join(root, 'v2'), RELEASES_ROOT: releases, APP_VERSION: '2' }).stdout).toContain(
      'versions here: 1 2',
    );
    const again = script('publish-release.sh', { BUILD_DIR: path.join(root, 'v1-rebuilt'), RELEASES_ROOT: releases, APP_VERSION: '1' });
    expect(again.stdout).toContain('already published');
    expect(readFileSync(path.join(releases, '1', 'remoteEntry.js'), 'utf8')).toBe('one');
    expect(readFileSync(path.join(releases, '2', 'remoteEntry.js'), 'utf8')).toBe('two');
  });

  it('refuses a folder that holds no build', () => {
    const root = scratchDir('releases-');
    const result = script('publish-release.sh', { BUILD_DIR: root, RELEASES_ROOT: path.join(root, 'r'), APP_VERSION: '1' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('holds no mf-manifest.json');
  });
});

describe('render.sh', () => {
  const base = (dir: string) => ({
    NGINX_CONF_DIR: path.join(dir, 'conf'),
    NGINX_RUN_DIR: path.join(dir, 'run'),
    NGINX_USER: 'www-data',
    NGINX_ACCESS_LOG: 'off',
  });
  const upstreams = {
    API_UPSTREAMS: 'api:3000',
    SHELL_UPSTREAM: 'shell:8080',
    RENDER_UPSTREAM: 'render:8080',
    MF_PUBLIC_UPSTREAM: 'mf-public:8080',
    MF_PATIENT_UPSTREAM: 'mf-patient:8080',
    MF_ADMIN_UPSTREAM: 'mf-admin:8080',
    MF_DOCTOR_UPSTREAM: 'mf-doctor:8080',
  };
  const roles: Array<[string, Record<string, string>]> = [
    // nginx -t resolves upstream names, so the check points them at this machine.
    [
      'gateway',
      {
        ...upstreams,
        REAL_IP_FROM: '127.0.0.7,10.0.0.0/8',
        API_UPSTREAMS: '127.0.0.1:3001, 127.0.0.1:3002',
        SHELL_UPSTREAM: '127.0.0.1:3003',
        RENDER_UPSTREAM: '127.0.0.1:3008',
        MF_PUBLIC_UPSTREAM: '127.0.0.1:3004',
        MF_PATIENT_UPSTREAM: '127.0.0.1:3005',
        MF_ADMIN_UPSTREAM: '127.0.0.1:3006',
        MF_DOCTOR_UPSTREAM: '127.0.0.1:3007',
      },
    ],
    ['shell', { APP_ROOT: '/usr/share/clinic/app', REMOTES_JSON: '/run/clinic/remotes.json' }],
    ['remote', { APP_ROOT: '/srv/releases/app' }],
  ];

  it.each(roles)('renders a %s configuration that real nginx accepts', (role, env) => {
    const dir = scratchDir(`render-${role}-`);
    const rendered = script('render.sh', { ...base(dir), ...env, NGINX_ROLE: role });
    expect(rendered.stderr).toBe('');
    const site = readFileSync(path.join(dir, 'conf', 'sites', `${role}.conf`), 'utf8');
    expect(site).not.toMatch(/\$\{[A-Z_]+\}/);
    // nginx's own variables survive the rendering.
    expect(site).toMatch(/\$(uri|host)\b/);
    // Run unprivileged, nginx warns that it cannot switch to the workers' user; that is not a finding.
    const check = run('nginx', ['-t', '-q', '-c', path.join(dir, 'conf', 'nginx.conf'), '-e', 'stderr']);
    expect(check.stderr.replace(/.*"user" directive makes sense only.*\n?/g, '')).toBe('');
    expect(check.status).toBe(0);
  });

  it('lists every api replica in the gateway upstream', () => {
    const dir = scratchDir('render-gw-');
    script('render.sh', { ...base(dir), ...upstreams, API_UPSTREAMS: 'api-1:3000 api-2:3000,api-3:3000', NGINX_ROLE: 'gateway' });
    const site = readFileSync(path.join(dir, 'conf', 'sites', 'gateway.conf'), 'utf8');
    expect(site.match(/server api-\d:3000 max_fails=3 fail_timeout=10s;/g)).toHaveLength(3);
  });

  it('renders no realip settings without REAL_IP_FROM: the client is whoever connects', () => {
    const dir = scratchDir('render-gw-');
    script('render.sh', { ...base(dir), ...upstreams, NGINX_ROLE: 'gateway' });
    expect(readFileSync(path.join(dir, 'conf', 'sites', 'gateway.conf'), 'utf8')).not.toMatch(/real_ip/);
  });

  it('believes the X-Forwarded-For of a proxy in front only when REAL_IP_FROM names it', () => {
    const dir = scratchDir('render-gw-');
    const rendered = script('render.sh', { ...base(dir), ...upstreams, NGINX_ROLE: 'gateway', REAL_IP_FROM: '172.30.0.1, fd00::/8' });
    expect(rendered.stderr).toBe('');
    const site = readFileSync(path.join(dir, 'conf', 'sites', 'gateway.conf'), 'utf8');
    expect(site).toContain(
      '  set_real_ip_from 172.30.0.1;\n  set_real_ip_from fd00::/8;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;',
    );
    for (const wrong of ['172.30.0.1; allow all', 'proxy.example', '*']) {
      const refused = script('render.sh', { ...base(scratchDir('render-gw-')), ...upstreams, NGINX_ROLE: 'gateway', REAL_IP_FROM: wrong });
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('REAL_IP_FROM may hold only addresses or networks');
    }
  });

  it('refuses a gateway without its upstreams, naming the one missing', () => {
    const dir = scratchDir('render-gw-');
    const { MF_ADMIN_UPSTREAM: _omitted, ...rest } = upstreams;
    const result = script('render.sh', { ...base(dir), ...rest, NGINX_ROLE: 'gateway' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('set MF_ADMIN_UPSTREAM');
  });
});
