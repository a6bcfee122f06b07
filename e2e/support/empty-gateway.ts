import path from 'node:path';
import { E2E_PORT, TMP_DIR } from './env';
import { startNodeServer } from './processes';

/**
 * A second gateway on an empty database (SEED_DEMO=false), for the empty states. It has its own port and
 * scratch folder, so it never touches the suite's seeded gateway.
 */
export interface EmptyGateway {
  baseURL: string;
  stop: () => Promise<void>;
}

const PORT = Number(process.env.E2E_EMPTY_PORT ?? E2E_PORT + 50);

export async function startEmptyGateway(): Promise<EmptyGateway> {
  const baseURL = `http://127.0.0.1:${PORT}`;
  const server = await startNodeServer(
    path.join(__dirname, 'start-gateway.mjs'),
    { ...process.env, PORT: String(PORT), SEED_DEMO: 'false', E2E_TMP_DIR: path.join(TMP_DIR, 'empty-gateway') },
    `${baseURL}/api/health`,
  );
  return { baseURL, stop: server.stop };
}
