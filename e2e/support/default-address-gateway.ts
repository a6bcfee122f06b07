import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT, REPO_ROOT, TMP_DIR } from './env';
import { startNodeServer } from './processes';

/**
 * The gateway exactly as `npm start` runs it: no PUBLIC_URL and no HOST, so payment return links come
 * from the default (the suite's own gateway sets PUBLIC_URL). Seeded, on its own port and scratch folder.
 */
export interface DefaultAddressGateway {
  /** The address the gateway printed ("… is running at <this>"). */
  printed: string;
  stop: () => Promise<void>;
}

const PORT = Number(process.env.E2E_DEFAULT_ADDRESS_PORT ?? E2E_PORT + 150);

export async function startDefaultAddressGateway(): Promise<DefaultAddressGateway> {
  const scratch = path.join(TMP_DIR, 'default-address-gateway');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const { PUBLIC_URL: _publicUrl, HOST: _host, ...inherited } = process.env;
  const server = await startNodeServer(
    path.join(REPO_ROOT, 'gateway', 'dist', 'gateway.mjs'),
    {
      ...inherited,
      PORT: String(PORT),
      DATA_DIR: path.join(scratch, 'data'),
      REMOTES_FILE: path.join(scratch, 'remotes.json'),
      RELEASES_DIR: path.join(scratch, 'releases'),
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000',
      NODE_ENV: 'test',
    },
    `http://127.0.0.1:${PORT}/api/health`,
  );
  const output = server.output();
  const printed = /is running at (\S+)/.exec(output)?.[1];
  if (!printed) {
    await server.stop();
    throw new Error(`the gateway printed no address:\n${output}`);
  }
  return { printed, stop: server.stop };
}
