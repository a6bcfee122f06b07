import path from 'node:path';
import { loadConfig, localSiteUrl } from '@clinic/api';
import { buildGateway } from './gateway-app';
import { REPO_ROOT } from './paths';

/** `npm start`: the api and every frontend on one printed URL, the way the production gateway composes them. */
async function main() {
  // Warnings and errors only, unless LOG_LEVEL says otherwise: a line per request drowns the address.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  // The same places `npm run release` writes to: a release shows on the next page load.
  const releasesDir = process.env.RELEASES_DIR ?? path.join(REPO_ROOT, '.releases');
  const app = await buildGateway(config, { remotesFile: process.env.REMOTES_FILE ?? path.join(releasesDir, 'remotes.json'), releasesDir });

  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port: config.port, host });
  // The same address PUBLIC_URL defaults to, so a payment returns to the origin the patient signed in on.
  console.log(`\n  Sunrise Hearing & Speech Clinic is running at ${localSiteUrl(host, config.port)}\n`);

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received, stopping…`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
