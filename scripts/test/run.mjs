// `npm test`: every stage of STAGES, two at a time on this machine's two cores, each line of output
// named by its stage; at the end the time of each stage (and of the install, when .ci/run passes it in
// CI_STAGE_SECONDS) so that drift shows in every run, and the tests counted.
import { spawn } from 'node:child_process';
import { CORES, STAGES } from './stages.mjs';
import { countTests, failedTests, formatSummary } from './summary.mjs';

const only = process.argv.slice(2);
const stages = only.length ? STAGES.filter((s) => only.includes(s.name)) : STAGES;
const state = new Map(stages.map((s) => [s.name, { status: 'waiting', seconds: 0, output: '' }]));
const started = Date.now();
let busy = 0;

function run(stage) {
  const entry = state.get(stage.name);
  entry.status = 'running';
  busy += stage.weight;
  const begin = Date.now();
  console.log(`[${stage.name}] ▶ ${stage.command}`);
  const child = spawn(stage.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  let pending = '';
  const print = (chunk) => {
    const text = pending + chunk.toString();
    const lines = text.split('\n');
    pending = lines.pop();
    for (const line of lines) console.log(`[${stage.name}] ${line}`);
    if (stage.counts) entry.output += text.slice(0, text.length - pending.length);
  };
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  child.on('close', (code, signal) => {
    if (pending) print('\n');
    entry.seconds = (Date.now() - begin) / 1000;
    entry.status = code === 0 ? 'passed' : 'failed';
    entry.exit = code ?? signal;
    if (stage.counts) entry.tests = countTests(stage.counts, entry.output);
    if (stage.counts) entry.failures = failedTests(stage.counts, entry.output);
    entry.output = '';
    busy -= stage.weight;
    console.log(`[${stage.name}] ${entry.status === 'passed' ? '✓' : '✘'} ${entry.status} in ${entry.seconds.toFixed(0)} s`);
    schedule();
  });
}

function schedule() {
  for (const stage of stages) {
    const entry = state.get(stage.name);
    if (entry.status !== 'waiting') continue;
    const needs = stage.needs.filter((n) => state.has(n)).map((n) => state.get(n).status);
    if (needs.some((s) => s === 'failed' || s === 'not run')) {
      entry.status = 'not run';
      continue;
    }
    if (needs.every((s) => s === 'passed') && busy + stage.weight <= CORES) run(stage);
  }
  if ([...state.values()].every((e) => e.status !== 'waiting' && e.status !== 'running')) finish();
}

let finished = false;
function finish() {
  if (finished) return;
  finished = true;
  const install = (process.env.CI_STAGE_SECONDS ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split('='))
    .map(([name, seconds]) => ({ name, status: 'passed', seconds: Number(seconds) }));
  const rows = [...install, ...stages.map((s) => ({ name: s.name, ...state.get(s.name) }))];
  console.log(formatSummary(rows, (Date.now() - started) / 1000, CORES));
  process.exit(rows.every((r) => r.status === 'passed') ? 0 : 1);
}

schedule();
