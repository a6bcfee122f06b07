// `npm run bench -w e2e`: the built site on its own port (BENCH_SITE_PORT, default 8420), then first-load
// JavaScript per route, and Lighthouse (mobile) on the public pages (the home page in English, Hindi and
// Kannada) beside the stand-in (beside-stand-in.mjs, on BENCH_STAND_IN_PORT, default 8421). Prints figures
// beside their targets; nothing here passes or fails. Run `npm run build` first.
import { besideStandIn, besideTable } from './beside-stand-in.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { login, startSite } from './site.mjs';
import { startStandIn } from './stand-in/serve.mjs';

const PORT = Number(process.env.BENCH_SITE_PORT ?? 8420);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const DEMO = {
  patient: ['patient@sunrisehearing.in', 'Patient@12345'],
  admin: ['admin@sunrisehearing.in', 'Admin@12345'],
  doctor: ['ananya.iyer@sunrisehearing.in', 'Doctor@12345'],
};
/** Issue 37: every public page's first load, in every language; the patient's list. */
const TARGET = { jsPublic: 92, jsPatient: 110 };
/** The home page in each language (issue 24): the same budgets hold in Hindi and Kannada. */
const HOMES = ['/', '/?lang=hi', '/?lang=kn'];

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const met = (ok) => (ok ? 'yes' : 'NO');

async function main() {
  const site = await startSite(PORT);
  const standIn = await startStandIn(site.url, Number(process.env.BENCH_STAND_IN_PORT ?? 8421));
  try {
    const doctors = (await (await fetch(`${site.url}/api/doctor/list`)).json()).doctors;
    const doctor = doctors.find((d) => d.available) ?? doctors[0];
    const as = async (role) => ({ role, token: await login(site.url, role, ...DEMO[role]) });
    const appointment = `/appointment/${doctor._id}`;
    const routes = [
      ...HOMES.map((path) => ({ name: path, path })),
      { name: '/doctors', path: '/doctors' },
      { name: '/appointment/<id>', path: appointment },
      { name: '/my-appointments (patient)', path: '/my-appointments', as: await as('patient') },
      { name: 'admin dashboard', path: '/', as: await as('admin') },
      { name: 'doctor dashboard', path: '/doctor-dashboard', as: await as('doctor') },
    ];
    console.log('Measuring first-load JavaScript …');
    const loads = await measureFirstLoad(site.url, routes);
    const lighthousePaths = [...HOMES, '/doctors', appointment];
    console.log(`Lighthouse on ${lighthousePaths.length} pages, ${LIGHTHOUSE_RUNS} runs each beside the stand-in's …`);
    const beside = await besideStandIn(site.url, standIn.url, lighthousePaths, LIGHTHOUSE_RUNS);

    console.log(
      `\nFirst-load JavaScript (${site.url}, the gateway compressing as nginx does; gzip level 6 size of every script until the network is idle)\n`,
    );
    console.table(
      loads.map((l) => {
        const target = l.as?.role === 'patient' ? TARGET.jsPatient : l.as ? undefined : TARGET.jsPublic;
        return {
          route: l.name,
          scripts: l.scripts.length,
          'JS KB gzip': kb(l.gzip),
          'JS target': target ? `≤ ${target}` : '-',
          'JS met': target ? met(kb(l.gzip) <= target) : '-',
        };
      }),
    );
    for (const l of loads) if (l.finalPath !== new URL(site.url + l.path).pathname) console.log(`Note: ${l.name} ended at ${l.finalPath}`);
    console.log(
      `\nLighthouse (mobile), medians of ${LIGHTHOUSE_RUNS} runs, each beside a run of the stand-in (the same pages as one plain client-rendered React build)\n`,
    );
    console.table(besideTable(beside));
    for (const { path, ours } of beside) console.log(`${path}: LCP element ${ours.lcpElement ?? '(none reported)'}`);
    if (process.env.BENCH_VERBOSE === 'true')
      for (const l of loads) {
        console.log(`\n${l.name}:`);
        for (const s of [...l.scripts].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${String(kb(s.gzip)).padStart(6)} KB  ${s.url.replace(site.url, '')}`);
      }
  } finally {
    await standIn.stop();
    await site.stop();
  }
}

await main();
