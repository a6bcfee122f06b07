// Issue 37's side-by-side: Lighthouse (mobile) on our pages and on the stand-in (stand-in/: the same pages as
// one plain client-rendered React build), run after run in turn, so both meet the same busy moments.
// Targets: TBT at most the stand-in's median, LCP at most half of it, CLS 0; score median ≥ 98, no run < 95.
//   PAGES=/,/doctors RUNS=3 node bench/beside-stand-in.mjs      (alone; `npm run bench` runs it on every page)
//   ISLANDS=1 PAGES=/,/doctors RUNS=5 node bench/beside-stand-in.mjs   (the islands yardstick in place of
//   our pages: the same pages as HTML with only their interactive parts hydrated, stand-in/islands-entry.tsx)
import { fileURLToPath } from 'node:url';
import { measuredRun } from './lighthouse.mjs';
import { startSite } from './site.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { startIslands } from './stand-in/islands.mjs';
import { startStandIn } from './stand-in/serve.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = (runs) => ({
  score: median(runs.map((r) => r.score)),
  scores: runs.map((r) => r.score).sort((a, b) => a - b),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: Math.max(...runs.map((r) => r.cls)),
  lcpElement: runs[0].lcpElement,
});

/** Each path measured `runs` times on both, alternating which goes first. */
export async function besideStandIn(ours, standIn, paths, runs) {
  const rows = [];
  for (const path of paths) {
    const measured = { ours: [], standIn: [] };
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? ['standIn', 'ours'] : ['ours', 'standIn'];
      for (const who of order) measured[who].push(await measuredRun((who === 'ours' ? ours : standIn) + path));
    }
    rows.push({ path, ours: summary(measured.ours), standIn: summary(measured.standIn) });
  }
  return rows;
}

const LAYOUT_STILL = 0.001;
export function besideTable(rows) {
  return rows.map(({ path, ours, standIn }) => ({
    page: path.replace(/[0-9a-f-]{36}/, '<id>'),
    score: ours.score,
    'score runs': ours.scores.join(' '),
    'TBT ms': Math.round(ours.tbt),
    'stand-in TBT': Math.round(standIn.tbt),
    'LCP s': Math.round(ours.lcp / 10) / 100,
    'stand-in LCP': Math.round(standIn.lcp / 10) / 100,
    CLS: Math.round(ours.cls * 1000) / 1000,
    'stand-in score': standIn.score,
    'TBT ≤ its': ours.tbt <= standIn.tbt ? 'yes' : 'NO',
    'LCP ≤ ½': ours.lcp <= standIn.lcp / 2 ? 'yes' : 'NO',
    // Lighthouse reports sub-pixel shifts of a web font's swap as a few thousandths; none is visible.
    'CLS 0': ours.cls < LAYOUT_STILL ? 'yes' : 'NO',
    '≥ 98, none < 95': ours.score >= 98 && ours.scores[0] >= 95 ? 'yes' : 'NO',
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await startSite(Number(process.env.PORT ?? 8420));
  const standIn = await startStandIn(site.url, Number(process.env.STAND_IN_PORT ?? 8421));
  try {
    const doctors = (await (await fetch(`${site.url}/api/doctor/list`)).json()).doctors;
    const doctor = doctors.find((d) => d.available) ?? doctors[0];
    const paths = (process.env.PAGES ?? '/,/doctors,/appointment/ID,/?lang=hi,/?lang=kn')
      .split(',')
      .map((p) => p.replace('ID', doctor._id));
    const islands = process.env.ISLANDS ? await startIslands(site.url, Number(process.env.ISLANDS_PORT ?? 8422), paths) : undefined;
    const measured = islands ?? site;
    if (islands) {
      const loads = await measureFirstLoad(
        islands.url,
        paths.map((path) => ({ path })),
      );
      console.table(
        loads.map((l) => ({
          'islands page': l.path,
          'first-load JS KB (gzip 6)': Math.round(l.gzip / 102.4) / 10,
          files: l.scripts.length,
        })),
      );
    }
    console.table(besideTable(await besideStandIn(measured.url, standIn.url, paths, Number(process.env.RUNS ?? 3))));
    await islands?.stop();
  } finally {
    await standIn.stop();
    await site.stop();
  }
}
