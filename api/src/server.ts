import { buildApp, loadConfig } from './app';

/** The api on its own (containers): `node dist/server.mjs`. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  if (config.logLevel === 'silent') console.log(`api listening on http://${config.host}:${config.port}`);

  let closing = false;
  const stop = async (signal: string) => {
    // A second Ctrl-C while closing means "now".
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
      app.log.info('closed');
      process.exit(0);
    } catch (error) {
      console.error('Could not close cleanly:', error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Configuration and start-up failures are for the operator: the message says what to fix.
  console.error(`The api could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
