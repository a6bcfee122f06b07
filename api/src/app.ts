import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { ConfigError, loadConfig, localSiteUrl, type ApiConfig, type ServerLimits } from './config';
import { openDatabase, type Database } from './db/client';

export type { Database, Db } from './db/client';
import { createTokenService } from './http/tokens';
import { msg } from './i18n';
import { envelopeMessage } from './http/language';
import { apiPlugin } from './api-plugin';
import { DEMO_DOCTOR_PASSWORD, DEMO_PATIENTS, seedDemo } from './seed/seed';
import { DEMO_DOCTORS } from './seed/demo-doctors';

export { ConfigError, loadConfig, localSiteUrl, type ApiConfig, type ServerLimits };

export interface BuildOptions {
  /** Tests: start PGlite from a `dumpDataDir()` archive of a migrated database instead of an empty one. */
  pgliteDump?: Blob;
  /** Tests: handed the open database, to arrange rows the api has no route for yet. */
  onDatabase?: (database: Database) => void;
  /** What must see every route, the api's included (the gateway's compression), registered before it. */
  beforeApi?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The router refuses some urls (undecodable escapes, an over-long id) before any plugin runs; under /api
 * those answers are the envelope too. Elsewhere (the gateway's site) Fastify's own answer stays.
 */
function routerRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!request.url.startsWith('/api/')) return reply.send(error);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // Before any hook: the language comes from the request's headers here.
  const message = envelopeMessage(request, reply, tooLong ? msg('The address is too long') : msg('The address is not valid'));
  return reply.code(tooLong ? 414 : 400).send({ success: false, message });
}

/** Longest a request's headers may take; a whole request may take longer (a photo on a slow line). */
const HEADERS_TIMEOUT_MS = 30_000;

/**
 * Fastify's server options for the limits: with none (Fastify's defaults), a client that trickles a body
 * or declares a Content-Length and never sends it holds its socket and request forever. Node checks the
 * request and header deadlines every `connectionsCheckingInterval`, so that follows the shortest of them.
 */
export function serverLimitOptions(limits: ServerLimits) {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.max(25, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  };
}

/**
 * The root Fastify instance with the api mounted at `/api`: the database is open and migrated (and seeded
 * when asked), and it closes with the app. Callers may register more (the gateway adds the site); nothing
 * the api registers reaches outside `/api`.
 */
export async function buildApp(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // JSON bodies are small; uploads go through multipart, which has its own limits.
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // Ids in the url are parsed by the routes; a long url is refused early.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: routerRefusal as FastifyServerOptions['frameworkErrors'],
    ...serverLimitOptions(config.serverLimits),
  });
  // Beyond this many open sockets a new one is closed at once: the timeouts free the held ones.
  app.server.maxConnections = config.serverLimits.maxConnections;

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      migrationDatabaseUrl: config.migrationDatabaseUrl,
      dataDir: config.dataDir,
      pgliteDump: options.pgliteDump,
      clinicTz: config.clinicTz,
      onConnectionError: (error) => app.log.error({ err: error }, 'PostgreSQL connection lost'),
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  app.addHook('onClose', async () => database.close());
  options.onDatabase?.(database);

  try {
    if (config.seedDemo && (await seedDemo(database.db, config.clinicTz))) app.log.info('Seeded the demo clinic');
    await options.beforeApi?.(app);
    await app.register(apiPlugin, { prefix: '/api', config, db: database.db, tokens: createTokenService(config.jwtSecret) });
  } catch (error) {
    await app.close();
    throw error;
  }

  if (config.logLevel !== 'silent') printDemoLogins(config);
  return app;
}

/** The demo accounts, printed where the person who ran `npm start` will see them. */
function printDemoLogins(config: ApiConfig) {
  const lines: string[] = [];
  if (config.admin.isDemo)
    lines.push(`  Demo admin login:   ${config.admin.email} / ${config.admin.password}  (set ADMIN_EMAIL and ADMIN_PASSWORD to change)`);
  if (config.seedDemo) {
    lines.push(`  Demo patient login: ${DEMO_PATIENTS[0].email} / ${DEMO_PATIENTS[0].password}`);
    lines.push(`  Demo doctor login:  ${DEMO_DOCTORS[0]!.email} / ${DEMO_DOCTOR_PASSWORD}  (every seeded doctor uses this password)`);
  }
  if (lines.length) console.log(`\n${lines.join('\n')}\n`);
}
