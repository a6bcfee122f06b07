import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT, run, scratchDir } from './support';

// `docker` here is a stand-in that records what it was asked; the compose file is the real one, read by
// the real docker-compose, so the recorded versions are checked against what compose would deploy.
function project() {
  const dir = scratchDir('compose-release-');
  copyFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), path.join(dir, 'docker-compose.yml'));
  writeFileSync(
    path.join(dir, '.env'),
    'POSTGRES_PASSWORD=pg\nPOSTGRES_API_PASSWORD=pg-api\nJWT_SECRET=a-jwt-secret-of-32-characters-xx\nADMIN_EMAIL=a@clinic.example\nADMIN_PASSWORD=password1\nPUBLIC_URL=https://clinic.example\n',
  );
  const bin = path.join(dir, 'bin');
  run('mkdir', ['-p', bin]);
  writeFileSync(path.join(bin, 'docker'), '#!/bin/sh\necho "MF_PATIENT_VERSION=$MF_PATIENT_VERSION $*" >> "$DOCKER_LOG"\n', {
    mode: 0o755,
  });
  const log = path.join(dir, 'docker.log');
  writeFileSync(log, '');
  const release = (...args: string[]) =>
    run(process.execPath, [path.join(REPO_ROOT, 'scripts', 'release.mjs'), 'mf-patient', '--compose', ...args], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, DOCKER_LOG: log, COMPOSE_DIR: dir },
    });
  const calls = () => readFileSync(log, 'utf8').trim().split('\n').filter(Boolean);
  const deployed = () => {
    const config = run('docker-compose', ['config'], { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    const services = (parse(config.stdout) as { services: Record<string, { image: string; environment: Record<string, string> }> })
      .services;
    return { remoteImage: services['mf-patient']!.image, shellVersion: services.shell!.environment.MF_PATIENT_VERSION };
  };
  return { dir, release, calls, deployed };
}

describe('npm run release -- <remote> --compose', () => {
  it('builds the new version once, starts it, then restarts only the shell onto it', () => {
    const p = project();
    const result = p.release('--version', '2');
    expect(result.stderr).toBe('');
    expect(p.calls()).toEqual([
      'MF_PATIENT_VERSION=2 compose build mf-patient',
      'MF_PATIENT_VERSION=2 compose up -d --no-deps mf-patient',
      'MF_PATIENT_VERSION=2 compose up -d --no-deps --force-recreate shell',
    ]);
    expect(p.deployed()).toEqual({ remoteImage: 'clinic/mf-patient:2', shellVersion: '2' });
    // The operator's secrets in .env are kept as they were.
    expect(readFileSync(path.join(p.dir, '.env'), 'utf8')).toContain('JWT_SECRET=a-jwt-secret-of-32-characters-xx\n');
  });

  it('rolls back by restarting the shell onto the earlier version, with no build', () => {
    const p = project();
    p.release('--version', '2');
    p.release('--version', '3');
    const before = p.calls().length;
    expect(p.release('--rollback').status).toBe(0);
    expect(p.calls().slice(before)).toEqual(['MF_PATIENT_VERSION=2 compose up -d --no-deps --force-recreate shell']);
    expect(p.deployed().shellVersion).toBe('2');
    expect(p.release('--rollback').status).toBe(0);
    expect(p.deployed()).toEqual({ remoteImage: 'clinic/mf-patient:1', shellVersion: '1' });
    expect(p.release('--to', '3').status).toBe(0);
    expect(p.deployed().shellVersion).toBe('3');
    expect(p.release('--list').stdout).toMatch(/^ {2}1\n {2}2\n\* 3\n$/);
  });

  it('never publishes a version twice and refuses what is not published', () => {
    const p = project();
    p.release('--version', '2');
    expect(p.release('--version', '2').stderr).toContain('already published');
    expect(p.release('--to', '9').stderr).toContain('mf-patient 9 is not published');
    expect(p.release('--version', '../x').stderr).toContain('not a valid version');
    expect(project().release('--rollback').stderr).toContain('no earlier release');
  });
});
