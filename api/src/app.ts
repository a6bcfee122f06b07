import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ApiConfig } from './config';
import { openDatabase } from './db/client';
import { createTokenService } from './http/tokens';
import { apiPlugin } from './api-plugin';
import { seedDemo } from './seed/seed';

export { loadConfig, type ApiConfig };

/**
 * The root Fastify instance with the api mounted at `/api`: the database is open and migrated (and seeded
 * when asked), and it closes with the app. Callers may register more (the gateway adds the site).
 */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: config.production,
    // Ids in the url are parsed by the routes; a long url is refused early.
    routerOptions: { maxParamLength: 200 },
  });
  app.addHook('onClose', async () => database.close());

  if (config.seedDemo) await seedDemo(database.db, config.clinicTz);

  await app.register(apiPlugin, {
    prefix: '/api',
    config,
    db: database.db,
    tokens: createTokenService(config.jwtSecret),
    authRateLimit: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
  });
  if (config.admin.isDemo) {
    app.log.info(`Demo admin: ${config.admin.email} / ${config.admin.password} (set ADMIN_EMAIL and ADMIN_PASSWORD to change)`);
    if (config.logLevel !== 'silent') console.log(`  Demo admin login: ${config.admin.email} / ${config.admin.password}`);
  }
  return app;
}
