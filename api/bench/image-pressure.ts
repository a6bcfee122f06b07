// The two upload attacks, measured against a real api in this process.
//   image-pressure pile-up   one account replaces its photo as fast as it can for 10 s
//   image-pressure memory    20 uploads of one big picture at once (PIXELS=…, default 24.9 Mpx; FORMAT=gif|png)
// Each mode in its own process, so one does not colour the other's memory figures; the picture is made by a
// child process for the same reason. BENCH_POSTGRES=<server url> runs on a throwaway database made (and
// dropped) on that PostgreSQL server instead of PGlite. Run it with `node bench/run-image-pressure.mjs <mode>`.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp, loadConfig, type Database } from '../src/app';
import { images } from '../src/db/schema';
import { sweepUnusedImages } from '../src/features/images/image-sweep';
import { createDatabase, uniqueName } from '../test/support/postgres';

const mode = process.argv[2] ?? 'memory';
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function start(env: Record<string, string>) {
  let database!: Database;
  const postgres = process.env.BENCH_POSTGRES ? await createDatabase(process.env.BENCH_POSTGRES, uniqueName('image_pressure')) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '100000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const app = await buildApp(config, { onDatabase: (d) => (database = d) });
  if (postgres) app.addHook('onClose', postgres.drop);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin, database };
}

async function register(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Attacker', email, password: 'attacker-password' }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`register failed: ${res.status}`);
  return token;
}

function upload(origin: string, token: string, bytes: Buffer, type = 'image/png') {
  const body = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Attacker',
    phone: '',
    gender: 'Not Selected',
    dob: 'Not Selected',
    address: '{"line1":"","line2":""}',
  }))
    body.append(k, v);
  body.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo');
  return fetch(`${origin}/api/user/update-profile`, { method: 'POST', headers: { token }, body });
}

async function imageBytes(database: Database): Promise<{ count: number; bytes: number }> {
  const [row] = await database.db
    .select({ count: sql<string>`count(*)`, bytes: sql<string | null>`sum(octet_length(${images.bytes}))` })
    .from(images);
  return { count: Number(row!.count), bytes: Number(row!.bytes ?? 0) };
}

const tally = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((s) => `${s}×${statuses.filter((x) => x === s).length}`)
    .join(' ');

/** One account, distinct noisy photos back to back for 10 s: how much the images table grows. */
async function pileUp() {
  const { app, origin, database } = await start({});
  const token = await register(origin, `pile-${Date.now()}@example.in`);
  // Made before the clock starts, so the 10 s are the server's: distinct noise, which WebP cannot shrink much.
  const photos = await Promise.all(
    Array.from({ length: 200 }, () =>
      sharp(randomBytes(820 * 820 * 3), { raw: { width: 820, height: 820, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  const before = await imageBytes(database);
  const statuses: number[] = [];
  const end = Date.now() + 10_000;
  // Four at a time, as a script with a few connections would.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < end && photos.length) statuses.push((await upload(origin, token, photos.pop()!, 'image/jpeg')).status);
    }),
  );
  const after = await imageBytes(database);
  // What the scheduled sweep leaves once its grace has passed.
  await sweepUnusedImages(database.db, { graceMs: 0 });
  const swept = await imageBytes(database);
  console.log(
    `pile-up: ${statuses.length} uploads in 10 s (${tally(statuses)}); images table ${before.count} → ${after.count} rows, +${mb(after.bytes - before.bytes)}; ` +
      `after the sweep ${swept.count} rows, +${mb(swept.bytes - before.bytes)}`,
  );
  await app.close();
}

/**
 * A picture that is small on the wire but decodes to `side`² pixels, all of them in memory at once (a GIF
 * frame is decoded whole; a PNG or JPEG is read a strip at a time): the cheap way to make a server work.
 */
async function makePicture(format: string, side: number, file: string) {
  const canvas = sharp({ create: { width: side, height: side, channels: 3, background: '#3a8' } });
  await (format === 'png' ? canvas.png({ compressionLevel: 9 }) : canvas.gif()).toFile(file);
}

/** 20 uploads of a big (but allowed) picture at once, while one person tries to sign in now and then. */
async function memory() {
  const pixels = Number(process.env.PIXELS ?? 24_900_000);
  const format = process.env.FORMAT ?? 'gif';
  const side = Math.floor(Math.sqrt(pixels));
  const file = `/tmp/image-pressure-${side}.${format}`;
  execFileSync(process.execPath, [fileURLToPath(import.meta.url), 'make', format, String(side), file]);
  const big = readFileSync(file);
  const { app, origin } = await start({ UPLOAD_RATE_LIMIT: '100000' });
  const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => register(origin, `mem-${i}-${Date.now()}@example.in`)));
  await register(origin, 'signer@example.in');
  const small = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();
  await upload(origin, tokens[0]!, small); // warm up sharp and the route
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

  const logins: number[] = [];
  let burstDone = false;
  const signIns = (async () => {
    while (!burstDone) {
      const t0 = performance.now();
      await fetch(`${origin}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'signer@example.in', password: 'attacker-password' }),
      });
      logins.push(performance.now() - t0);
    }
  })();
  const t0 = performance.now();
  const statuses = await Promise.all(tokens.map(async (token) => (await upload(origin, token, big, `image/${format}`)).status));
  const seconds = (performance.now() - t0) / 1000;
  burstDone = true;
  await signIns;
  clearInterval(sampler);
  logins.sort((a, b) => a - b);
  console.log(
    `memory: 20 uploads of ${side}×${side} (${((side * side) / 1e6).toFixed(1)} Mpx, ${mb(big.length)} each) in ${seconds.toFixed(1)} s (${tally(statuses)}); ` +
      `rss ${mb(baseline)} → peak ${mb(peak)} (+${mb(peak - baseline)}); ${logins.length} sign-ins meanwhile, median ${logins[Math.floor(logins.length / 2)]!.toFixed(0)} ms, slowest ${logins.at(-1)!.toFixed(0)} ms`,
  );
  await app.close();
}

if (mode === 'make') await makePicture(process.argv[3]!, Number(process.argv[4]), process.argv[5]!);
else await (mode === 'pile-up' ? pileUp() : memory());
