/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
// The code the screens run: the shell, the remotes, and what of this package they use.
const SCREENS = [
  'shell/src',
  'mf-public/src',
  'mf-patient/src',
  'mf-admin/src',
  'mf-doctor/src',
  'shared/src/ui',
  'shared/src/stores',
  'shared/src/staff-panel',
  'shared/src/format',
];
const source = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    // A `testing` folder holds what only the tests run (fixtures that stand in for the api).
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : source(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });

test("no screen names a clinic time zone of its own: the zone is the api's CLINIC_TZ, served with the doctor list", () => {
  // The api's default (DEFAULT_CLINIC_TZ), or any IANA zone written out ('Asia/Kolkata'); UTC is no clinic's zone.
  const ZONE = /DEFAULT_CLINIC_TZ|['"`](?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z_]+['"`]/;
  const offenders = SCREENS.flatMap(source).filter((file) => ZONE.test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
});
