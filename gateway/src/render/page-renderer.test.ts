import { createPageRenderer, type ReadSite } from './page-renderer';

// A site of hand-written files: the shell's server bundle and a remote's, CommonJS as their builds write them.
const TEMPLATE = '<!doctype html><html><head></head><body><div id=root></div></body></html>';
/** The template as the renderer leaves it to the browser: with the request's language (English here). */
const LEFT = TEMPLATE.replace('<html>', '<html lang="en">');
const SHELL = `
module.exports = {
  pageAt: (path) => ({ '/': 'mf_public/HomePage', '/about': 'mf_public/AboutPage', '/login': 'mf_patient/LoginPage', '/broken': 'mf_public/BrokenPage' })[path],
  renderDocument: ({ template, url, pageId, Page, doctors, stylesheets, islands }) =>
    template.replace('<div id=root></div>', '<div id=root>' + Page({ doctors }) + '</div>')
      .replace('</head>', stylesheets.map((href) => '<link rel=stylesheet href=' + href + '>').join('') + '</head>')
      .replace('</body>', (islands ? '<script data-islands="' + islands.map((i) => i.app + ' ' + i.src).join(', ') + '"></script>' : '') + '</body>'),
  sharedModules: { react: { version: 'the shell\\'s react' } },
};`;
const PUBLIC_V1 = `
const react = require('react');
module.exports = { pages: {
  HomePage: ({ doctors }) => '<h1>Home</h1><p>' + (doctors ? doctors.map((d) => d.name).join(', ') : 'no list') + '</p><p>' + react.version + '</p>',
  AboutPage: () => '<h1>About Us</h1>',
  BrokenPage: () => { throw new Error('render failed'); },
} };`;
const PUBLIC_V2 = `module.exports = { pages: { HomePage: () => '<h1>Home, version 2</h1>', AboutPage: () => require('react-dom') } };`;
const FEDERATION = (page: string) =>
  JSON.stringify({
    metaData: { publicPath: 'auto' },
    exposes: [{ name: page, assets: { css: { sync: [`__federation_expose_${page}.css`] } } }],
  });

function site(overrides: Record<string, string | number | (() => Promise<string>)> = {}) {
  const files: Record<string, string | number | (() => Promise<string>)> = {
    '/index.html': TEMPLATE,
    '/ssr/manifest.json': JSON.stringify({ bundle: 'render.1a2b3c4d.cjs' }),
    '/ssr/render.1a2b3c4d.cjs': SHELL,
    '/remotes.json': JSON.stringify({ mf_public: '/mf/public/mf-manifest.json', mf_patient: '/mf/patient/mf-manifest.json' }),
    '/mf/public/mf-manifest.json': FEDERATION('HomePage'),
    '/mf/public/ssr/manifest.json': JSON.stringify({ bundle: 'pages.0badc0de.cjs', pages: ['HomePage', 'AboutPage', 'BrokenPage'] }),
    '/mf/public/ssr/pages.0badc0de.cjs': PUBLIC_V1,
    '/mf/patient/mf-manifest.json': FEDERATION('LoginPage'),
    '/mf/patient/ssr/manifest.json': JSON.stringify({ bundle: 'pages.1234abcd.cjs', pages: ['AppointmentPage'] }),
    '/api/doctor/list': JSON.stringify({ success: true, doctors: [{ name: 'Dr. Ananya Iyer' }, { name: 'Dr. Vikram Shetty' }] }),
    ...overrides,
  };
  const reads: string[] = [];
  const read: ReadSite = async (path) => {
    reads.push(path);
    const file = files[path];
    if (file === undefined) return { status: 404, body: 'Not found' };
    if (typeof file === 'number') return { status: file, body: '' };
    return { status: 200, body: typeof file === 'function' ? await file() : file };
  };
  return { files, reads, read };
}

test("a page is rendered from the shell's server bundle and its remote's, with the doctor list and the page's stylesheets", async () => {
  const page = await createPageRenderer({ read: site().read })('/?utm=x');
  expect(page).toEqual({
    lang: 'en',
    html: expect.stringContaining("<div id=root><h1>Home</h1><p>Dr. Ananya Iyer, Dr. Vikram Shetty</p><p>the shell's react</p></div>"),
  });
  expect(page.html).toContain('<link rel=stylesheet href=/mf/public/__federation_expose_HomePage.css></head>');
});

test('bundles are loaded once, not per request', async () => {
  const { read, reads } = site();
  const render = createPageRenderer({ read });
  await render('/');
  await render('/about');
  await render('/');
  expect(reads.filter((path) => path.endsWith('.cjs'))).toEqual(['/ssr/render.1a2b3c4d.cjs', '/mf/public/ssr/pages.0badc0de.cjs']);
});

test("a build's files are read once in a while; /remotes.json and the doctor list for every page", async () => {
  const count = (reads: string[], path: string) => reads.filter((p) => p === path).length;
  const kept = site();
  const render = createPageRenderer({ read: kept.read, settleMs: 60_000 });
  for (let i = 0; i < 3; i++) await render('/');
  for (const path of ['/index.html', '/ssr/manifest.json', '/mf/public/ssr/manifest.json', '/mf/public/mf-manifest.json'])
    expect(count(kept.reads, path)).toBe(1);
  expect(count(kept.reads, '/remotes.json')).toBe(3);
  expect(count(kept.reads, '/api/doctor/list')).toBe(3);

  // Once the moment has passed, a new shell (a deploy) is seen.
  const fresh = site();
  const renderFresh = createPageRenderer({ read: fresh.read, settleMs: 0 });
  await renderFresh('/');
  fresh.files['/index.html'] = TEMPLATE.replace('<head>', '<head><title>new shell</title>');
  expect((await renderFresh('/')).html).toContain('<title>new shell</title>');
});

test('a build file that could not be read is asked for again on the next page', async () => {
  const { files, read } = site({ '/index.html': 503 });
  const render = createPageRenderer({ read, settleMs: 60_000 });
  await expect(render('/')).rejects.toThrow('/index.html answered 503');
  files['/index.html'] = TEMPLATE;
  expect((await render('/')).html).toContain('<h1>Home</h1>');
});

test('a remote moved to a release by remotes.json is rendered from that release on the next request', async () => {
  const { files, read } = site({
    '/releases/mf_public/2.0.0/mf-manifest.json': FEDERATION('HomePage'),
    '/releases/mf_public/2.0.0/ssr/manifest.json': JSON.stringify({ bundle: 'pages.2222aaaa.cjs', pages: ['HomePage', 'AboutPage'] }),
    '/releases/mf_public/2.0.0/ssr/pages.2222aaaa.cjs': PUBLIC_V2,
  });
  const render = createPageRenderer({ read });
  expect((await render('/')).html).toContain('<h1>Home</h1>');
  files['/remotes.json'] = JSON.stringify({ mf_public: '/releases/mf_public/2.0.0/mf-manifest.json' });
  const page = await render('/');
  expect(page.html).toContain('<h1>Home, version 2</h1>');
  expect(page.html).toContain('href=/releases/mf_public/2.0.0/__federation_expose_HomePage.css');
});

test.each([
  ['/login', 'mf_patient/LoginPage is not rendered on the server'],
  // By a shell that predates pageStatus (this one): it cannot say the address is no page.
  ['/no-such-page', '/no-such-page shows no page of a remote'],
])('%s is left to the browser: the plain index.html', async (url, reason) => {
  expect(await createPageRenderer({ read: site().read })(url)).toEqual({ html: LEFT, lang: 'en', leftToBrowser: reason });
});

test.each(['https://cdn.example.com/mf-public/mf-manifest.json', '//cdn.example.com/mf-public/mf-manifest.json'])(
  'a remote served from elsewhere (%s) is rendered in the browser only: no code from another host runs here',
  async (entry) => {
    const { read, reads } = site({ '/remotes.json': JSON.stringify({ mf_public: entry }) });
    expect(await createPageRenderer({ read })('/')).toEqual({
      html: LEFT,
      lang: 'en',
      leftToBrowser: 'mf_public is not served by this site',
    });
    expect(reads.filter((path) => path.includes('cdn.example.com'))).toEqual([]);
  },
);

test('a remote without a server build leaves its pages to the browser', async () => {
  const page = await createPageRenderer({ read: site({ '/mf/public/ssr/manifest.json': 404 }).read })('/');
  expect(page).toEqual({ html: LEFT, lang: 'en', leftToBrowser: 'mf_public has no server build' });
});

test.each([
  ['a page that throws while rendering', '/broken', {}, 'render failed'],
  ['a missing server bundle', '/', { '/mf/public/ssr/pages.0badc0de.cjs': 404 }, '/mf/public/ssr/pages.0badc0de.cjs answered 404'],
  ["the shell's server build missing", '/', { '/ssr/manifest.json': 404 }, '/ssr/manifest.json answered 404'],
  [
    'a server bundle without a page its manifest names',
    '/about',
    { '/mf/public/ssr/pages.0badc0de.cjs': 'module.exports = { pages: {} };' },
    'mf_public/AboutPage is missing from its server bundle',
  ],
  [
    'a remote asking for a module the shell does not hand over',
    '/about',
    { '/mf/public/ssr/pages.0badc0de.cjs': PUBLIC_V2 },
    'react-dom is not provided to server bundles',
  ],
])('%s: the plain index.html, and the failure named', async (_name, url, overrides, message) => {
  const page = await createPageRenderer({ read: site(overrides).read })(url);
  expect(page.html).toBe(LEFT);
  expect(page.failure?.message).toBe(message);
});

test('a doctor list that does not come in time, or comes as a refusal, leaves the page rendered without it', async () => {
  const slow = site({
    '/api/doctor/list': () => new Promise((resolve) => setTimeout(() => resolve('{"success":true,"doctors":[]}'), 500)),
  });
  expect((await createPageRenderer({ read: slow.read, listTimeoutMs: 50 })('/')).html).toContain('<p>no list</p>');
  const refused = site({ '/api/doctor/list': JSON.stringify({ success: false, message: 'Service unavailable' }) });
  expect((await createPageRenderer({ read: refused.read })('/')).html).toContain('<p>no list</p>');
});

test('only index.html itself going missing is an error for the caller', async () => {
  await expect(createPageRenderer({ read: site({ '/index.html': 503 }).read })('/')).rejects.toThrow('/index.html answered 503');
});

test("the clinic's time zone named with the doctor list reaches the shell's render, and nothing is guessed without it", async () => {
  const zoneShell = SHELL.replace("'<div id=root>' + Page({ doctors })", "'<div id=root>zone ' + JSON.stringify(clinicTz)").replace(
    '({ template, url, pageId, Page, doctors, stylesheets, islands })',
    '({ template, url, pageId, Page, doctors, clinicTz, stylesheets, islands })',
  );
  const list = (body: object) => site({ '/ssr/render.1a2b3c4d.cjs': zoneShell, '/api/doctor/list': JSON.stringify(body) });
  const render = (body: object) => createPageRenderer({ read: list(body).read })('/');
  expect((await render({ success: true, doctors: [], clinicTz: 'America/New_York' })).html).toContain(
    '<div id=root>zone "America/New_York"',
  );
  expect((await render({ success: true, doctors: [] })).html).toContain('<div id=root>zone null');
  expect((await render({ success: false, message: 'Service unavailable', clinicTz: 'America/New_York' })).html).toContain(
    '<div id=root>zone null',
  );
});

describe("the clinic's hours (issue 20)", () => {
  const day = [{ from: '10:00', to: '21:00' }];
  const HOURS = { weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: [] }, windowDays: 7, closures: [] };
  // A shell that prints what it was given, as the real one serves it to the browser.
  const hoursShell = SHELL.replace("'<div id=root>' + Page({ doctors })", "'<div id=root>hours ' + JSON.stringify(clinicHours)").replace(
    '({ template, url, pageId, Page, doctors, stylesheets, islands })',
    '({ template, url, pageId, Page, doctors, clinicHours, stylesheets, islands })',
  );
  const hoursSite = (answer: string | number | (() => Promise<string>)) =>
    site({ '/ssr/render.1a2b3c4d.cjs': hoursShell, '/api/clinic/hours': answer });
  const count = (reads: string[]) => reads.filter((p) => p === '/api/clinic/hours').length;

  test('the hours the api answers reach the shell with the doctor list; without them the shell is told null', async () => {
    const ok = hoursSite(JSON.stringify({ success: true, message: '', hours: HOURS }));
    expect((await createPageRenderer({ read: ok.read })('/')).html).toContain(`<div id=root>hours ${JSON.stringify(HOURS)}`);
    for (const answer of [503, JSON.stringify({ success: false, message: 'Service unavailable' }), '<html>not json']) {
      expect((await createPageRenderer({ read: hoursSite(answer).read })('/')).html).toContain('<div id=root>hours null');
    }
    const slow = hoursSite(() => new Promise((resolve) => setTimeout(() => resolve(JSON.stringify({ success: true, hours: HOURS })), 500)));
    expect((await createPageRenderer({ read: slow.read, listTimeoutMs: 50 })('/')).html).toContain('<div id=root>hours null');
  });

  test('the hours are read once a moment, not once a page; a failure is not kept', async () => {
    const { files, read, reads } = hoursSite(JSON.stringify({ success: true, message: '', hours: HOURS }));
    const render = createPageRenderer({ read, hoursTtlMs: 60_000 });
    for (let i = 0; i < 3; i++) await render('/');
    expect(count(reads)).toBe(1);

    const failing = hoursSite(503);
    const renderFailing = createPageRenderer({ read: failing.read, hoursTtlMs: 60_000 });
    await renderFailing('/');
    failing.files['/api/clinic/hours'] = files['/api/clinic/hours']!;
    expect((await renderFailing('/')).html).toContain(`<div id=root>hours ${JSON.stringify(HOURS)}`);
    expect(count(failing.reads)).toBe(2);

    // Once the moment has passed, the admin's change is seen.
    const fresh = hoursSite(JSON.stringify({ success: true, message: '', hours: HOURS }));
    const renderFresh = createPageRenderer({ read: fresh.read, hoursTtlMs: 0 });
    await renderFresh('/');
    const closedMonday = { ...HOURS, weekly: { ...HOURS.weekly, mon: [] } };
    fresh.files['/api/clinic/hours'] = JSON.stringify({ success: true, message: '', hours: closedMonday });
    expect((await renderFresh('/')).html).toContain(`<div id=root>hours ${JSON.stringify(closedMonday)}`);
  });
});

describe('honest statuses (decision 38)', () => {
  // A shell that knows statuses: no page at /no-such-page, a staff page at /all-appointments, and a doctor's
  // page whose doctor must be in the list. Without a page it renders its own "Page not found".
  const statusShell = SHELL.replace(
    'renderDocument:',
    `pageStatus: (path, doctors) => path === '/all-appointments' ? 200 : path === '/no-such-page' ? 404
      : path.startsWith('/appointment/') && doctors && !doctors.some((d) => '/appointment/' + d._id === path) ? 404 : 200,
  renderDocument:`,
  )
    .replace(
      "'/broken': 'mf_public/BrokenPage' })[path]",
      "'/broken': 'mf_public/BrokenPage' })[path] ?? (path.startsWith('/appointment/') ? 'mf_patient/AppointmentPage' : undefined)",
    )
    .replace(
      "'<div id=root>' + Page({ doctors })",
      "'<div id=root>' + (Page ? Page({ doctors }) : '<h1>Page not found</h1><p>' + doctors.length + ' doctors</p>')",
    );
  const patientPages = `module.exports = { pages: { AppointmentPage: ({ doctors }) => '<h1>Book an Appointment</h1>' } };`;
  const statusSite = (overrides: Record<string, string | number> = {}) =>
    site({
      '/ssr/render.1a2b3c4d.cjs': statusShell,
      '/mf/patient/mf-manifest.json': FEDERATION('AppointmentPage'),
      '/mf/patient/ssr/pages.1234abcd.cjs': patientPages,
      '/api/doctor/list': JSON.stringify({ success: true, doctors: [{ _id: 'ananya', name: 'Dr. Ananya Iyer' }] }),
      ...overrides,
    });

  test("an address of no page is the shell's Page not found, rendered with the list, as a 404", async () => {
    const page = await createPageRenderer({ read: statusSite().read })('/no-such-page?x=1');
    expect(page).toEqual({
      status: 404,
      lang: 'en',
      html: expect.stringContaining('<div id=root><h1>Page not found</h1><p>1 doctors</p></div>'),
    });
  });

  test('a staff page is left to the browser with a 200, as before', async () => {
    const page = await createPageRenderer({ read: statusSite().read })('/all-appointments');
    expect(page).toEqual({ html: LEFT, lang: 'en', leftToBrowser: '/all-appointments shows no page of a remote' });
  });

  test("a doctor's page answers 404 when the doctor is not in the list, 200 when it is, and 200 without a list", async () => {
    const render = createPageRenderer({ read: statusSite().read });
    expect(await render('/appointment/nobody')).toEqual({
      status: 404,
      lang: 'en',
      html: expect.stringContaining('<h1>Book an Appointment</h1>'),
    });
    expect(await render('/appointment/ananya')).toEqual({ lang: 'en', html: expect.stringContaining('<h1>Book an Appointment</h1>') });
    const noList = createPageRenderer({ read: statusSite({ '/api/doctor/list': 503 }).read });
    expect(await noList('/appointment/nobody')).toEqual({ lang: 'en', html: expect.stringContaining('<h1>Book an Appointment</h1>') });
  });
});

test('the request names the language: ?lang first (kept in a cookie), then the cookie, then Accept-Language', async () => {
  const render = createPageRenderer({ read: site().read });
  expect(await render('/login?lang=kn', { cookie: 'lang=hi' })).toMatchObject({
    lang: 'kn',
    chosen: true,
    html: expect.stringContaining('<html lang="kn">'),
  });
  expect(await render('/login', { cookie: 'a=1; lang=hi', acceptLanguage: 'kn' })).toMatchObject({
    lang: 'hi',
    html: expect.stringContaining('<html lang="hi">'),
  });
  const firstVisit = await render('/login', { acceptLanguage: 'en-GB;q=0.4, kn-IN;q=0.8' });
  expect(firstVisit).toMatchObject({ lang: 'kn' });
  expect(firstVisit.chosen).toBeUndefined();
  expect(await render('/login?lang=fr', { acceptLanguage: 'fr' })).toMatchObject({ lang: 'en' });
});

describe('pages served as islands (decision 59)', () => {
  const ISLANDS = {
    '/islands/manifest.json': JSON.stringify({ bundle: 'islands.aaaa1111.js', provides: ['react', 'react/jsx-runtime'] }),
    '/mf/public/islands/manifest.json': JSON.stringify({ bundle: 'islands.bbbb2222.js', pages: ['HomePage'], requires: ['react'] }),
  };
  const scriptsOf = (html: string) => /<script data-islands="([^"]*)">/.exec(html)?.[1];

  test("a page its remote serves as islands names the shell's islands bundle and the remote's; its other pages are the whole app's", async () => {
    const render = createPageRenderer({ read: site(ISLANDS).read });
    expect(scriptsOf((await render('/')).html)).toBe(
      'shell /islands/islands.aaaa1111.js, mf_public /mf/public/islands/islands.bbbb2222.js',
    );
    expect(scriptsOf((await render('/about')).html)).toBeUndefined();
  });

  test("without the shell's islands bundle, or when it does not hand over a module the remote's takes, the page is the whole app's", async () => {
    const noShell = site({ '/mf/public/islands/manifest.json': ISLANDS['/mf/public/islands/manifest.json'] });
    expect(scriptsOf((await createPageRenderer({ read: noShell.read })('/')).html)).toBeUndefined();
    const newer = site({
      ...ISLANDS,
      '/mf/public/islands/manifest.json': JSON.stringify({
        bundle: 'islands.cccc3333.js',
        pages: ['HomePage'],
        requires: ['react', 'zustand'],
      }),
    });
    const page = await createPageRenderer({ read: newer.read })('/');
    expect(page.html).toContain('<h1>Home</h1>');
    expect(scriptsOf(page.html)).toBeUndefined();
  });

  test("a remote released on its own serves its release's islands on the next request", async () => {
    const { files, read } = site(ISLANDS);
    const render = createPageRenderer({ read, settleMs: 0 });
    Object.assign(files, {
      '/releases/mf_public/2.0.0/mf-manifest.json': FEDERATION('HomePage'),
      '/releases/mf_public/2.0.0/ssr/manifest.json': JSON.stringify({ bundle: 'pages.0badc0de.cjs', pages: ['HomePage'] }),
      '/releases/mf_public/2.0.0/ssr/pages.0badc0de.cjs': PUBLIC_V2,
      '/releases/mf_public/2.0.0/islands/manifest.json': JSON.stringify({
        bundle: 'islands.dddd4444.js',
        pages: ['HomePage'],
        requires: [],
      }),
      '/remotes.json': JSON.stringify({ mf_public: '/releases/mf_public/2.0.0/mf-manifest.json' }),
    });
    const page = await render('/');
    expect(page.html).toContain('<h1>Home, version 2</h1>');
    expect(scriptsOf(page.html)).toBe(
      'shell /islands/islands.aaaa1111.js, mf_public /releases/mf_public/2.0.0/islands/islands.dddd4444.js',
    );
  });
});
