import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, loadConfig, type ApiConfig } from '../src/app';

/** The databases every suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  config: ApiConfig;
  close: () => Promise<void>;
}

/** A fresh, migrated and seeded api on its own database (a new PostgreSQL database per call). */
export async function startTestApp(kind: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<TestApp> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `clinic_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await dropDatabase();
    },
  };
}

export async function login(app: FastifyInstance, path: string, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: path, payload: { email, password } });
  const body = res.json() as { token?: string; message: string };
  if (!body.token) throw new Error(`login at ${path} failed: ${body.message}`);
  return body.token;
}
