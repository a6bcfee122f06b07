import type { FastifyInstance } from 'fastify';
import type { ReadSite } from './page-renderer';

/** Reads a path of the site from the gateway's own routes (the builds, remotes.json, the api), with no socket. */
export const readThrough =
  (app: FastifyInstance): ReadSite =>
  async (path) => {
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    return { status: response.statusCode, body: response.body };
  };
