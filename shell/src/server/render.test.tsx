import { useClinicHoursStore, useDoctorsStore } from '@clinic/shared/stores';
import { Island, useDocumentTitle } from '@clinic/shared/ui';
import { makeDoctor } from '@clinic/shared/testing';
import { SERVED_STATE_ID, type ServedState } from '../app/served-state';
import { renderDocument } from './render';

// index.html as the shell's build writes it (html-webpack-plugin, minified; StartupPreloadPlugin's tags).
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Sunrise Hearing & Speech Clinic</title>' +
  '<script defer src=/main.1a2b3c4d.js fetchpriority=high></script><meta name=after-paint-script content=/after-paint.5fd55184.js>' +
  '<link rel=stylesheet href=/308.bd33aa2e.css><link rel=preload as=script href=/325.c350719c.js>' +
  '<link rel=preload as=fetch href=/api/doctor/list crossorigin=anonymous></head>' +
  '<body><div id=root></div><noscript>Please turn on JavaScript</noscript></body></html>';

const ananya = makeDoctor({ name: 'Dr. Ananya Iyer', about: 'Listens first. </script><script>alert("x")</script>' });
const vikram = makeDoctor({ name: 'Dr. Vikram Shetty' });

function DoctorCount() {
  useDocumentTitle('Our Doctors');
  const { doctors, status } = useDoctorsStore();
  return <h1>{status === 'ready' ? `${doctors.length} doctors` : 'Loading doctors…'}</h1>;
}

const render = (doctors: ServedState['doctors'], url = '/', clinicTz: string | null = 'America/New_York') =>
  renderDocument({
    template: TEMPLATE,
    url,
    pageId: 'mf_public/HomePage',
    Page: DoctorCount,
    doctors,
    clinicTz,
    stylesheets: ['/mf/public/__federation_expose_HomePage.94739b09.css'],
  });

function servedState(html: string): ServedState {
  const json = new RegExp(`<script type="application/json" id="${SERVED_STATE_ID}">(.*?)</script>`).exec(html)![1]!;
  return JSON.parse(json) as ServedState;
}

test("the remote's page is rendered into the shell's layout, from the doctor list the server read", () => {
  const html = render([ananya, vikram]);
  expect(html).toContain('<h1>2 doctors</h1>');
  expect(html).toMatch(/<nav aria-label="Main"[^>]*>.*<a aria-current="page"[^>]* href="\/"[^>]*>Home<\/a>/);
  expect(html).toMatch(new RegExp(`<a class="[^"]*" href="/appointment/${ananya._id}"[^>]*>Book Appointment</a>`));
  expect(html).toMatch(
    /<a class="[^"]*" href="\/login\?mode=login"[^>]*>Log in<\/a><a class="[^"]*" href="\/login"[^>]*>Create account<\/a>/,
  );
  expect(html).toMatch(/<footer[^>]*>.*All rights reserved\.<\/p><\/footer>/);
  // The browser tab is named from the first moment, as the page names it.
  expect(html).toContain('<title>Our Doctors · Sunrise Hearing &amp; Speech Clinic</title>');
});

test('the page carries the list it was rendered from, which no text in it can break out of', () => {
  const html = render([ananya, vikram]);
  expect(html).not.toContain('<script>alert');
  expect(servedState(html)).toEqual({
    doctors: [ananya, vikram],
    clinicTz: 'America/New_York',
    clinicHours: null,
    lang: 'en',
    messages: expect.any(Object),
  });
});

test("the clinic's time zone that came with the list is in the store the page renders from, and in the page for the browser", () => {
  let seen: string | null | undefined;
  function Zone() {
    seen = useDoctorsStore((s) => s.clinicTz);
    return null;
  }
  renderDocument({
    template: TEMPLATE,
    url: '/',
    pageId: 'mf_public/HomePage',
    Page: Zone,
    doctors: [ananya],
    clinicTz: 'America/New_York',
    stylesheets: [],
  });
  expect(seen).toBe('America/New_York');
  // A renderer that predates the zone gives none: the page says it is unknown rather than guessing one.
  const older = renderDocument({
    template: TEMPLATE,
    url: '/',
    pageId: 'mf_public/HomePage',
    Page: Zone,
    doctors: [ananya],
    stylesheets: [],
  });
  expect(seen).toBeNull();
  expect(servedState(older)).toEqual({ doctors: [ananya], clinicTz: null, clinicHours: null, lang: 'en', messages: expect.any(Object) });
});

test("the page's stylesheets are linked in the head; its scripts are asked for only once it is painted", () => {
  const html = render([ananya]);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="stylesheet" href="/mf/public/__federation_expose_HomePage.94739b09.css">');
  expect(head).toContain('<link rel=stylesheet href=/308.bd33aa2e.css>');
  // Named once each, to after-paint.js, which asks for them after the paint: the big chunk first, the entry last.
  expect(html.match(/main\.1a2b3c4d\.js/g)).toHaveLength(1);
  expect(html.match(/325\.c350719c\.js/g)).toHaveLength(1);
  expect(head).toContain('<script defer src="/after-paint.5fd55184.js" data-entries="/325.c350719c.js /main.1a2b3c4d.js"></script>');
  // The list came with the page: the browser is not asked to fetch it again.
  expect(head).not.toContain('/api/doctor/list');
});

test("a Hindi or Kannada page preloads its language's text face, an English page none", () => {
  const headIn = (lang: string) => {
    const html = renderDocument({
      template: TEMPLATE,
      url: '/',
      pageId: 'mf_public/HomePage',
      Page: DoctorCount,
      doctors: [],
      stylesheets: [],
      lang,
    });
    return html.slice(0, html.indexOf('</head>'));
  };
  const fontPreloads = (head: string) => head.match(/<link rel="preload" as="font"[^>]*>/g) ?? [];
  expect(fontPreloads(headIn('en'))).toEqual([]);
  for (const lang of ['hi', 'kn'])
    expect(fontPreloads(headIn(lang))).toEqual([
      expect.stringMatching(/^<link rel="preload" as="font" type="font\/woff2" href="[^"]+" crossorigin>$/),
    ]);
});

test('without the list (the api did not answer in time) the page renders as loading and the browser reads the list itself', () => {
  const html = render(null);
  expect(html).toContain('<h1>Loading doctors…</h1>');
  expect(html).toContain('<link rel=preload as=fetch href=/api/doctor/list crossorigin=anonymous>');
  expect(servedState(html)).toEqual({ doctors: null, clinicTz: null, clinicHours: null, lang: 'en', messages: expect.any(Object) });
});

test('a template without an empty root is refused, so the renderer serves the page unrendered', () => {
  expect(() =>
    renderDocument({
      template: '<html><body></body></html>',
      url: '/',
      pageId: 'mf_public/HomePage',
      Page: DoctorCount,
      doctors: [],
      stylesheets: [],
    }),
  ).toThrow('index.html has no empty <div id="root">');
});

test('without a page (an address of no page) the shell renders its own Page not found in the public layout', () => {
  const html = renderDocument({ template: TEMPLATE, url: '/no-such-page', doctors: [ananya], clinicTz: null, stylesheets: [] });
  expect(html).toMatch(/<main id="main-content"[^>]*>.*<h1[^>]*>Page not found<\/h1>/);
  expect(html).toContain('<title>Page not found · Sunrise Hearing &amp; Speech Clinic</title>');
  expect(html).toMatch(new RegExp(`href="/appointment/${ananya._id}"[^>]*>Book Appointment</a>`));
  expect(servedState(html)).toEqual({ doctors: [ananya], clinicTz: null, clinicHours: null, lang: 'en', messages: expect.any(Object) });
});

describe("the clinic's opening hours in the footer (issue 20)", () => {
  const morning = [{ from: '10:00', to: '13:30' }];
  const split = [...morning, { from: '17:30', to: '20:00' }];
  const hours = {
    weekly: { mon: split, tue: split, wed: morning, thu: split, fri: split, sat: split, sun: [] },
    windowDays: 7,
    closures: [{ slotDate: '12_11_2026', reason: 'Diwali' }],
  };
  const footerHours = (html: string) => /<section aria-labelledby="footer-hours">(.*?)<\/section>/.exec(html)![1]!;

  test('are rendered on the server from the hours the renderer read, and served with the page', () => {
    const html = renderDocument({
      template: TEMPLATE,
      url: '/',
      pageId: 'mf_public/HomePage',
      Page: DoctorCount,
      doctors: [ananya],
      clinicHours: hours,
      stylesheets: [],
    });
    const footer = footerHours(html);
    expect(footer).toContain('<dt>Monday and Tuesday</dt><dd>10:00 am – 1:30 pm and 5:30 pm – 8:00 pm</dd>');
    expect(footer).toContain('<dt>Wednesday</dt><dd>10:00 am – 1:30 pm</dd>');
    expect(footer).toContain('<dt>Thursday to Saturday</dt><dd>10:00 am – 1:30 pm and 5:30 pm – 8:00 pm</dd>');
    expect(footer).toContain('<dt>Sunday</dt><dd>Closed</dd>');
    expect(servedState(html).clinicHours).toEqual(hours);
  });

  test('without hours (the api failed) the footer gives the phone, never old hours, and the browser reads them itself', () => {
    const html = renderDocument({
      template: TEMPLATE,
      url: '/',
      pageId: 'mf_public/HomePage',
      Page: DoctorCount,
      doctors: [ananya],
      clinicHours: null,
      stylesheets: [],
    });
    const footer = footerHours(html);
    expect(footer).toMatch(/Call us for opening times: <a href="tel:\+919845012345">\+91 98450 12345<\/a>/);
    expect(footer).not.toContain('<dl');
    expect(useClinicHoursStore.getState().status).toBe('idle');
  });
});

test('a page asked for in Hindi is rendered in Hindi, says so in <html lang>, and carries only the words it used', () => {
  const html = renderDocument({
    template: TEMPLATE,
    url: '/',
    pageId: 'mf_public/HomePage',
    Page: DoctorCount,
    doctors: [ananya],
    clinicTz: null,
    stylesheets: [],
    lang: 'hi',
  });
  expect(html).toMatch(/^<!doctype html><html lang="hi">/);
  expect(html).toMatch(/<nav aria-label="भाषा"/);
  expect(html).toContain('साइन इन करें');
  const { lang, messages } = servedState(html);
  expect(lang).toBe('hi');
  // The header's and footer's words, not every word of the shell.
  expect(Object.keys(messages!)).toContain('shell');
  expect(messages!.shell!['common.logIn']).toBe('साइन इन करें');
  expect(Object.keys(messages!.shell!).length).toBeLessThan(60);
});

test('an unknown language is English', () => {
  const html = renderDocument({ template: TEMPLATE, url: '/', doctors: null, stylesheets: [], lang: 'fr' });
  expect(html).toMatch(/<html lang="en">/);
  expect(servedState(html).messages!.shell!['common.logIn']).toBe('Log in');
});

describe('a page served as islands (decision 59)', () => {
  const islands = [
    { app: 'shell', src: '/islands/islands.aaaa1111.js' },
    { app: 'mf_public', src: '/mf/public/islands/islands.bbbb2222.js' },
  ];
  const renderWith = (Page: () => JSX.Element) =>
    renderDocument({ template: TEMPLATE, url: '/', pageId: 'mf_public/HomePage', Page, doctors: [ananya], stylesheets: [], islands });
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  test("starts the islands bundles after the paint, and keeps the app's scripts for a visitor islands cannot serve", () => {
    const html = renderWith(() => (
      <Island name="mf_public/hero">
        <h1>Hello</h1>
      </Island>
    ));
    expect(head(html)).toContain(
      '<script defer src="/after-paint.5fd55184.js" data-entries="/islands/islands.aaaa1111.js /mf/public/islands/islands.bbbb2222.js" data-app="/325.c350719c.js /main.1a2b3c4d.js"></script>',
    );
    // The marks the browser hydrates by: the shell's header and the page's own island.
    expect(html).toContain('<div data-island="shell/header">');
    expect(html).toContain('<div data-island="mf_public/hero"><h1>Hello</h1></div>');
  });

  test("a page with no island of its remote's fetches only the shell's bundle", () => {
    const html = renderWith(() => <h1>About</h1>);
    expect(head(html)).toContain('data-entries="/islands/islands.aaaa1111.js" data-app=');
    expect(html).not.toContain('bbbb2222');
  });
});
