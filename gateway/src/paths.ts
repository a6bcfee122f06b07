import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the gateway runs from `gateway/dist/`, its tests from `gateway/src/`. */
export const REPO_ROOT = process.env.SITE_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each remote's federation name, the path it is served under and its build folder. */
export const REMOTE_APPS = [
  { name: 'mf_public', mount: '/mf/public/', dir: 'mf-public' },
  { name: 'mf_patient', mount: '/mf/patient/', dir: 'mf-patient' },
  { name: 'mf_admin', mount: '/mf/admin/', dir: 'mf-admin' },
  { name: 'mf_doctor', mount: '/mf/doctor/', dir: 'mf-doctor' },
] as const;

export const distOf = (appDir: string) => path.join(REPO_ROOT, appDir, 'dist');
