// Lighthouse on a few pages of the built site, for trying a change before the whole bench: every run's
// score, then the median run's LCP, FCP, TBT, CLS and LCP element.
//   PAGES=/,/doctors,/appointment/ID (ID: an available doctor)   RUNS=5   node bench/lighthouse-pages.mjs
import { runLighthouse } from './lighthouse.mjs';
import { startSite } from './site.mjs';
const site = await startSite(Number(process.env.PORT ?? 8420));
try {
  const doctors = (await (await fetch(`${site.url}/api/doctor/list`)).json()).doctors;
  const doctor = doctors.find((d) => d.available) ?? doctors[0];
  const runs = Number(process.env.RUNS ?? 1);
  for (const p of (process.env.PAGES ?? `/,/doctors,/appointment/${doctor._id}`).split(',')) {
    const r = await runLighthouse(site.url + p.replace('ID', doctor._id), runs);
    console.log(
      p,
      r.scores.join(' '),
      'lcp',
      Math.round(r.lcp),
      'fcp',
      Math.round(r.fcp),
      'tbt',
      Math.round(r.tbt),
      'cls',
      r.cls,
      r.lcpElement,
    );
  }
} finally {
  await site.stop();
}
