import { calls, type CallSpec } from '@clinic/shared/contract';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: {
    content: Record<string, { schema: { properties: Record<string, { type?: string; format?: string }>; required?: string[] } }>;
  };
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, unknown>;
};

describe.each(DATABASES)('OpenAPI description on %s', (kind) => {
  let t: TestApp;
  let doc: {
    openapi: string;
    info: { title: string };
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    const res = await t.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  // OpenAPI writes a path parameter `{docId}` where the route has `:docId`.
  const operation = (call: CallSpec) => doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];

  test('names the clinic and the three token headers', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Sunrise Hearing Clinic API');
    for (const header of ['token', 'atoken', 'dtoken']) {
      expect(doc.components.securitySchemes[header]).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: header }));
    }
  });

  test.each(Object.entries(calls) as Array<[string, CallSpec]>)('%s is described with its method and security', (name, call) => {
    const op = operation(call);
    expect(op).toBeDefined();
    expect(op!.operationId).toBe(name);
    expect(op!.security).toEqual(call.auth === 'none' ? [] : [{ [call.auth]: [] }]);
    expect(Object.keys(op!.responses).some((status) => status.startsWith('2'))).toBe(true);
  });

  test('JSON bodies come from the shared schemas', () => {
    const book = operation(calls.userBook)!.requestBody!.content['application/json']!.schema;
    expect(book.properties).toHaveProperty('slotDate');
    expect(book.properties).toHaveProperty('userData');
    expect(operation(calls.adminLogin)!.requestBody!.content['application/json']!.schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  test('the two upload forms are multipart, with the picture as binary', () => {
    const profile = operation(calls.userUpdateProfile)!.requestBody!.content['multipart/form-data']!.schema;
    expect(Object.keys(profile.properties)).toEqual(expect.arrayContaining(['name', 'phone', 'address', 'gender', 'dob', 'image']));
    expect(profile.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(profile.required).not.toContain('image');
    const addDoctor = operation(calls.adminAddDoctor)!.requestBody!.content['multipart/form-data']!.schema;
    expect(Object.keys(addDoctor.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'fees', 'degree', 'address', 'image']),
    );
    expect(addDoctor.required).toContain('image');
  });

  test('the docs describe the api only, not themselves', () => {
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  test('/api/docs serves the interactive page and its assets from the package, under the CSP', async () => {
    const page = await t.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Every asset the page links (by the path a browser would use) is served from the package.
    const assets = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/static/swagger-ui.css', '/api/docs/static/swagger-ui-bundle.js']));
    for (const asset of assets) expect([asset, (await t.inject(asset)).statusCode]).toEqual([asset, 200]);
  });
});

// Issue 34, point 7: a map of every call is for the clinic's developers, not for whoever finds the site.
describe.each(DATABASES)('/api/docs in production on %s', (kind) => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-32-chars!',
    ADMIN_EMAIL: 'admin@example.in',
    ADMIN_PASSWORD: 'Admin@12345',
  };

  test('is not served unless API_DOCS asks for it; the api itself answers as before', async () => {
    const t = await startTestApp(kind, production);
    try {
      for (const path of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui.css'])
        expect([path, (await t.inject(path)).statusCode]).toEqual([path, 404]);
      expect((await t.inject('/api/doctor/list')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('API_DOCS=true serves it', async () => {
    const t = await startTestApp(kind, { ...production, API_DOCS: 'true' });
    try {
      expect((await t.inject('/api/docs/json')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
