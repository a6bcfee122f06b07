import { createPageRenderer } from './render/page-renderer';
import { readOverHttp } from './render/read-over-http';
import { createRenderServer } from './render-service';
import { socketLimitsFromEnv } from './server-limits';

/**
 * The deployment's render service: the gateway (nginx) sends it every page request and it answers the
 * shell's index.html with the page rendered in, reading the builds and the api back through the gateway
 * (SITE_ORIGIN). When it cannot even read index.html it answers 502, and the gateway serves the shell's
 * own index.html instead; when it is down, the same.
 *   PORT          where it listens (8080)
 *   SITE_ORIGIN   the gateway as this service reaches it, e.g. http://gateway:8080 (required)
 *   REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS
 *                 socket limits, as the api's (README, Configuration)
 */
const origin = process.env.SITE_ORIGIN;
if (!origin) {
  console.error('render-server: set SITE_ORIGIN, the gateway this service reads the site through');
  process.exit(1);
}
const limits = (() => {
  try {
    return socketLimitsFromEnv();
  } catch (error) {
    console.error(`render-server: ${(error as Error).message}`);
    return process.exit(1);
  }
})();
const server = createRenderServer(createPageRenderer({ read: readOverHttp(origin) }), limits);
server.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '0.0.0.0');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
