import path from 'node:path';
import { TMP_DIR } from './env';
import { startNodeServer } from './processes';

/**
 * A seeded gateway beside the suite's, with settings of its own (its own port, database and scratch
 * folder, so the suite's gateway is never touched), and a local stand-in it talks to (an SMTP server, a
 * payment provider's fake), already started: stopped with it, or at once when the gateway fails to start.
 */
export async function startSideGateway(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  companion: { close: () => Promise<void> };
}): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  try {
    const server = await startNodeServer(
      path.join(__dirname, 'start-gateway.mjs'),
      {
        ...process.env,
        PORT: String(options.port),
        PUBLIC_URL: baseURL,
        ...options.env,
        E2E_TMP_DIR: path.join(TMP_DIR, options.name),
      },
      `${baseURL}/api/health`,
    );
    return {
      baseURL,
      stop: async () => {
        await server.stop();
        await options.companion.close();
      },
    };
  } catch (error) {
    await options.companion.close();
    throw error;
  }
}
