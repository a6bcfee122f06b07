// A throwaway PostgreSQL server of the test's own, which it may stop and start at will (never the shared one).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePortIn } from '../../support/ports';
import { runSql } from '../../support/postgres';

const run = promisify(execFile);

/** The newest installed server binaries (Debian keeps them in /usr/lib/postgresql/<major>/bin). */
function serverBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (set PG_BIN)');
  return path.join(root, newest, 'bin');
}

/** The postmaster (first line of postmaster.pid) and its children, from /proc. */
function serverProcesses(data: string): number[] {
  const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent pid is the 2nd field after the parenthesised command name.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export interface Cluster {
  port: number;
  /** A database on it for the api. */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** SIGSTOP / SIGCONT to the server and all its processes: up on paper, answering nothing. */
  freeze: () => void;
  thaw: () => void;
  destroy: () => Promise<void>;
}

/**
 * initdb + pg_ctl on a port in 55400-55499 with its data under the system temp folder. PostgreSQL refuses
 * to run as root, so as root (CI) every command runs as the `postgres` user.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = serverBin();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number((await run('id', ['-u', 'postgres'])).stdout.trim()) : undefined;
  const as = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-outage-pg-'));
  if (owner !== undefined) chownSync(dir, owner, owner);
  const data = path.join(dir, 'data');
  const port = await freePortIn(55400, 55499);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  const destroy = async () => {
    // A frozen server would never see the stop signal.
    try {
      serverProcesses(data).forEach((pid) => process.kill(pid, 'SIGCONT'));
    } catch {
      // Not running: nothing to wake.
    }
    await pgCtl('-m', 'immediate', 'stop').catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await pgCtl('-o', options, 'start');
    const server = `postgres://postgres@127.0.0.1:${port}`;
    await runSql(`${server}/postgres`, 'create database clinic');
    return {
      port,
      url: `${server}/clinic`,
      stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
      start: async () => void (await pgCtl('-o', options, 'start')),
      freeze: () => serverProcesses(data).forEach((pid) => process.kill(pid, 'SIGSTOP')),
      thaw: () => serverProcesses(data).forEach((pid) => process.kill(pid, 'SIGCONT')),
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
