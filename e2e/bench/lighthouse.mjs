// Lighthouse's performance category with its default (mobile) settings: simulated slow 4G and a 4× slower
// CPU. The median of BENCH_LIGHTHOUSE_RUNS runs (by score), as Lighthouse advises for noisy machines.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result.lhr;
    // The whole report of every run (network requests, long tasks, the LCP breakdown) for a closer look.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) writeFileSync(path.join(reports, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      fcp: audit('first-contentful-paint'),
      // What Lighthouse itself suggests, for the report: the biggest estimated savings first.
      opportunities: Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
        .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
        .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`),
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => ({
        score: i.score ?? 0,
        node: i.node?.snippet ?? '(unknown)',
      })),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse sometimes fails to record a trace at all (NO_NAVSTART, "Please run Lighthouse again"):
// that run measured nothing, so it is run again, up to twice; any other failure stops the bench.
export async function measuredRun(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(url);
    } catch (error) {
      if (attempt >= 3 || !String(error.message).includes('NO_NAVSTART')) throw error;
      console.log(`  ${url}: no trace recorded (NO_NAVSTART), running again`);
    }
  }
}

export async function runLighthouse(url, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measuredRun(url));
  results.sort((a, b) => a.score - b.score);
  return { ...results[Math.floor((results.length - 1) / 2)], runs: results.length, scores: results.map((r) => r.score) };
}
