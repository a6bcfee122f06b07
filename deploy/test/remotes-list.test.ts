import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEPLOYED_REMOTES, FRONTEND_APPS } from './deployed-remotes';
import { NGINX_DIR, REPO_ROOT } from './support';

// The deployment writes each remote out by hand in five files. Each test reads one of them and compares
// what it names with the one list of remotes (shared/src/federation/remotes.ts): a remote added, removed
// or moved there and not here fails with the file and the difference.

const read = (...parts: string[]) => readFileSync(path.join(REPO_ROOT, ...parts), 'utf8');
const sorted = <T>(items: Iterable<T>) => [...items].sort();
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

interface Service {
  image?: string;
  build?: { dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  volumes?: string[];
}
// As written (no interpolation), with the YAML merge keys applied.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const remoteServices = DEPLOYED_REMOTES.map((r) => r.service);

it('names each remote by its short name: the scripts build the others from it', () => {
  for (const remote of DEPLOYED_REMOTES) {
    expect({ name: remote.name, dir: remote.dir, mount: remote.mount }).toEqual({
      name: `mf_${remote.short}`,
      dir: `mf-${remote.short}`,
      mount: `/mf/${remote.short}/`,
    });
  }
});

describe('deploy/nginx/sites/gateway.conf.template', () => {
  const template = read('deploy', 'nginx', 'sites', 'gateway.conf.template');

  it('has one upstream per remote, filled from its MF_<NAME>_UPSTREAM', () => {
    const upstreams = matches(template, /upstream (clinic_mf_\w+) \{ server \$\{(\w+)\};/g).map(([, name, variable]) => [name, variable]);
    expect(sorted(upstreams)).toEqual(sorted(DEPLOYED_REMOTES.map((r) => [r.upstream, `${r.variable}_UPSTREAM`])));
  });

  it('sends each remote’s mount, and only those under /mf/, to that remote’s upstream', () => {
    // A block ends at its own closing brace, alone on a line (`${NGINX_CONF_DIR}` holds braces too).
    const locations = matches(template, /location \^~ (\/mf\/\S*) \{([\s\S]*?)\n {2}\}/g).map(([, mount, body]) => [
      mount,
      body!.match(/proxy_pass http:\/\/(\w+)\/;/)?.[1],
    ]);
    expect(sorted(locations)).toEqual(sorted(DEPLOYED_REMOTES.map((r) => [r.mount, r.upstream])));
    // Every `/mf/` location is one of those (none written another way).
    expect(matches(template, /location[^{]*\/mf\//g)).toHaveLength(DEPLOYED_REMOTES.length);
  });
});

describe('deploy/nginx scripts', () => {
  it('render.sh requires and substitutes exactly the remotes’ upstream variables', () => {
    const script = readFileSync(path.join(NGINX_DIR, 'render.sh'), 'utf8');
    const required = script.match(/for name in (SHELL_UPSTREAM[^;]*);/)![1]!.split(' ');
    const substituted = script
      .match(/^VARS='([^']*)'/m)![1]!
      .match(/\$\{MF_\w+\}/g)!
      .map((v) => v.slice(2, -1));
    const expected = sorted(DEPLOYED_REMOTES.map((r) => `${r.variable}_UPSTREAM`));
    expect(sorted(required.filter((v) => v.startsWith('MF_')))).toEqual(expected);
    expect(sorted(substituted)).toEqual(expected);
  });

  it('remotes-json.sh writes an entry for each remote, in the list’s order', () => {
    const script = readFileSync(path.join(NGINX_DIR, 'remotes-json.sh'), 'utf8');
    expect(script.match(/for name in ([a-z ]+); do/)![1]!.split(' ')).toEqual(DEPLOYED_REMOTES.map((r) => r.short));
  });
});

describe('docker-compose.yml', () => {
  const { services } = compose;

  it('builds the shell and each remote, and nothing else, from the frontend Dockerfile', () => {
    const frontends = Object.entries(services).filter(([, s]) => s.build?.dockerfile === 'deploy/docker/frontend.Dockerfile');
    expect(sorted(frontends.map(([name, s]) => `${name} APP=${s.build?.args?.APP}`))).toEqual(
      sorted(FRONTEND_APPS.map((app) => `${app} APP=${app}`)),
    );
  });

  it.each(DEPLOYED_REMOTES)('runs $name as a remote: its image, version and releases volume', (remote) => {
    const service = services[remote.service]!;
    const version = `\${${remote.variable}_VERSION:-1}`;
    expect(service.image).toBe(`clinic/${remote.dir}:${version}`);
    expect(service.environment).toMatchObject({ NGINX_ROLE: 'remote', APP_VERSION: version });
    expect(service.volumes).toEqual([`${remote.volume}:/srv/releases/app`]);
  });

  it('declares one releases volume per remote', () => {
    expect(sorted(Object.keys(compose.volumes).filter((v) => v.endsWith('-releases')))).toEqual(
      sorted(DEPLOYED_REMOTES.map((r) => r.volume)),
    );
  });

  it('gives the shell each remote’s version, and no other', () => {
    const versions = Object.keys(services.shell!.environment!).filter((key) => /^MF_\w+_VERSION$/.test(key));
    expect(sorted(versions)).toEqual(sorted(DEPLOYED_REMOTES.map((r) => `${r.variable}_VERSION`)));
  });

  it('gives the gateway each remote’s container as its upstream, and waits for each', () => {
    const gateway = services.gateway!;
    const upstreams = Object.entries(gateway.environment!).filter(([key]) => /^MF_\w+_UPSTREAM$/.test(key));
    expect(sorted(upstreams)).toEqual(sorted(DEPLOYED_REMOTES.map((r) => [`${r.variable}_UPSTREAM`, `${r.service}:8080`])));
    const awaited = Object.keys(gateway.depends_on!).filter((name) => name.startsWith('mf-'));
    expect(sorted(awaited)).toEqual(sorted(remoteServices));
  });
});

it('deploy/docker/frontend.Dockerfile names the apps it builds: the shell and each remote', () => {
  const named = read('deploy', 'docker', 'frontend.Dockerfile')
    .match(/\(APP=([^)]*)\)/)![1]!
    .split(/, | or /);
  expect(sorted(named)).toEqual(sorted(FRONTEND_APPS));
});
