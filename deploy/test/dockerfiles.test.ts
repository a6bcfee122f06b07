import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { REPO_ROOT } from './support';

const DOCKER_DIR = path.join(REPO_ROOT, 'deploy', 'docker');
const dockerfiles = readdirSync(DOCKER_DIR).filter((f) => f.endsWith('.Dockerfile'));
const read = (file: string) => readFileSync(path.join(DOCKER_DIR, file), 'utf8');

describe('Dockerfiles', () => {
  it('are the api, the gateway, the render service and the one frontend recipe', () => {
    expect(dockerfiles.sort()).toEqual(['api.Dockerfile', 'frontend.Dockerfile', 'gateway.Dockerfile', 'render.Dockerfile']);
  });

  it.each(dockerfiles)('%s passes the Dockerfile linter with no finding', (file) => {
    const findings = validate(read(file)).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(findings).toEqual([]);
  });

  it.each(dockerfiles)('%s pins its base images to a release, never latest', (file) => {
    const images = [...read(file).matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^[a-z0-9./-]+:[a-z0-9.-]*\d[a-z0-9.-]*$/);
  });

  it.each(['api.Dockerfile', 'frontend.Dockerfile', 'render.Dockerfile'])('%s builds from its own workspace only (turbo prune)', (file) => {
    const text = read(file);
    expect(text).toMatch(/turbo@[\d.]+ prune "?@clinic\/(api|gateway|\$\{APP\})"? --docker/);
    // After the prune, only the pruned tree (and the shared compiler settings) reaches the build.
    const build = text.slice(text.indexOf('AS build'));
    const copies = [...build.matchAll(/^COPY (.+)$/gm)].map((m) => m[1]!);
    for (const copy of copies) expect(copy).toMatch(/^--from=(prune|build)|^tsconfig\.base\.json|^deploy\/nginx\//);
  });

  it.each(['api.Dockerfile', 'render.Dockerfile'])('%s runs as an unprivileged user in production mode', (file) => {
    const text = read(file);
    const final = text.slice(text.lastIndexOf('FROM '));
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/NODE_ENV=production/);
  });
});
