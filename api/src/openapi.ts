import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calls, failureSchema, type CallAuth, type CallName, type CallSpec } from '@clinic/shared/contract';
import type { ApiContext } from './context';
import { IMAGE_FIELD } from './http/multipart-form';

/** Under the api's `/api` prefix: `/api/docs` (the page) and `/api/docs/json` (the description). */
export const DOCS_PREFIX = '/docs';

const ROLE: Record<CallAuth, string> = { none: 'Public', token: 'Patient', dtoken: 'Doctor', atoken: 'Admin' };

const securitySchemes = Object.fromEntries(
  (['token', 'atoken', 'dtoken'] as const).map((header) => [
    header,
    {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: header,
      description: `${ROLE[header]} token, as returned by that role's login`,
    },
  ]),
);

const refusal = failureSchema.describe('Refused, with a short message a person can act on');

/** `POST /api/user/book-appointment` → its entry in the shared table: the one source of auth and shapes. */
const byRoute = new Map(
  Object.entries(calls).map(([name, call]) => [`${call.method} ${call.path}`, { name: name as CallName, call: call as CallSpec }]),
);

/** The form fields of a multipart call plus the picture, which the handler reads itself. */
function multipartBody(name: CallName, call: CallSpec) {
  const picture = z.file().describe('JPEG, PNG, WebP, GIF or AVIF, at most 5 MB; stored as WebP');
  const fields = call.request as z.ZodObject;
  return fields.extend({ [IMAGE_FIELD]: name === 'adminAddDoctor' ? picture : picture.optional() });
}

/**
 * Each route's own zod schemas become its OpenAPI description (jsonSchemaTransform); the shared `calls`
 * table adds who may call it, the multipart bodies Fastify does not validate by schema, and the envelope
 * every refusal carries. Routes of the docs themselves (under `docsPath`) are left out.
 */
const describeRoutes =
  (docsPath: string): SwaggerTransform =>
  (document) => {
    const { url, route } = document;
    if (url === docsPath || url.startsWith(`${docsPath}/`)) return { schema: { hide: true } as FastifySchema, url };
    const method = [route.method].flat()[0];
    const entry = byRoute.get(`${method} ${url}`);
    if (!entry) return jsonSchemaTransform(document);

    const { name, call } = entry;
    const schema: Record<string, unknown> = {
      ...document.schema,
      operationId: name,
      tags: [ROLE[call.auth]],
      security: call.auth === 'none' ? [] : [{ [call.auth]: [] }],
      response: { ...(document.schema?.response as object), '4xx': refusal, '5xx': refusal },
    };
    if (call.multipart) {
      schema.body = multipartBody(name, call);
      schema.consumes = ['multipart/form-data'];
    } else if (call.request && !schema.body && !schema.querystring && !schema.params) {
      schema[call.method === 'GET' ? 'querystring' : 'body'] = call.request;
    }
    return jsonSchemaTransform({ ...document, schema: schema as FastifySchema });
  };

/**
 * `@fastify/swagger` collects the routes declared after it; `@fastify/swagger-ui` serves its page and
 * assets from the package folder (npm packages stay outside the esbuild bundles), so it works offline.
 * The api's helmet CSP already allows what the page needs (same-origin scripts, inline styles, data:
 * images); the validator badge, the one outside call, is switched off.
 */
export async function registerOpenApi(app: FastifyInstance, _ctx: ApiContext) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sunrise Hearing Clinic API',
        version: '1.0.0',
        description:
          "Every answer is the envelope `{success, message, …}`. Send each role's token in its own header: `token` (patient), `dtoken` (doctor), `atoken` (admin).",
      },
      components: { securitySchemes },
    },
    transform: describeRoutes(`${app.prefix}${DOCS_PREFIX}`),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page links its assets by absolute path, which must include the prefix the api is mounted at.
    indexPrefix: app.prefix,
    theme: { title: 'Sunrise Hearing Clinic API' },
    uiConfig: { validatorUrl: null, deepLinking: true, persistAuthorization: false },
  });
}
