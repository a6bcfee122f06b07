// The boundary rules catch what they are meant to catch, and let the allowed imports through.
// Run by `npm run lint` (node --test): it lints made-up source text as if it sat at a real path.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './boundaries.mjs';

const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

test('a remote may not import another remote, by package or by path', async () => {
  assert.equal(
    (await boundaryErrors('mf-admin/src/pages/X.tsx', "import { a } from '@clinic/mf-patient/src/x';\nexport const b = a;\n")).length,
    1,
  );
  assert.equal(
    (await boundaryErrors('mf-admin/src/pages/X.tsx', "import { a } from '../../../mf-patient/src/x';\nexport const b = a;\n")).length,
    1,
  );
  assert.equal(
    (await boundaryErrors('shell/src/app/X.tsx', "import { a } from '../../../mf-public/src/pages/HomePage';\nexport const b = a;\n"))
      .length,
    1,
  );
});

test("a feature may not import a sibling feature; it may import its own files and the remote's shared folders", async () => {
  const file = 'mf-doctor/src/features/dashboard/components/X.tsx';
  assert.match(
    (await boundaryErrors(file, "import { a } from '../../appointments/hooks/y';\nexport const b = a;\n"))[0] ?? '',
    /Feature 'dashboard' must not import feature 'appointments'/,
  );
  assert.deepEqual(
    await boundaryErrors(file, "import { a } from '../hooks/y';\nimport { c } from '../../../pages/z';\nexport const b = [a, c];\n"),
    [],
  );
  assert.deepEqual(
    await boundaryErrors('mf-doctor/src/pages/X.tsx', "import { a } from '../features/appointments/y';\nexport const b = a;\n"),
    [],
  );
});

test('@clinic/shared is reached through its subpaths only', async () => {
  assert.equal((await boundaryErrors('mf-public/src/pages/X.tsx', "import { a } from '@clinic/shared';\nexport const b = a;\n")).length, 1);
  assert.equal((await boundaryErrors('api/src/X.ts', "import { a } from '../../shared/src/contract';\nexport const b = a;\n")).length, 1);
  assert.equal((await boundaryErrors('api/src/X.ts', "import { a } from '@clinic/shared/src/contract';\nexport const b = a;\n")).length, 1);
  assert.deepEqual(await boundaryErrors('api/src/X.ts', "import { a } from '@clinic/shared/contract';\nexport const b = a;\n"), []);
});

test("an entry of @clinic/shared imports another entry's values by subpath; types may come by path", async () => {
  const file = 'shared/src/stores/x.ts';
  assert.equal(
    (await boundaryErrors(file, "import { useAuthStore } from '../auth/auth-store';\nexport const b = useAuthStore;\n")).length,
    1,
  );
  assert.deepEqual(await boundaryErrors(file, "import type { Token } from '../auth/auth-store';\nexport type B = Token;\n"), []);
  assert.deepEqual(await boundaryErrors(file, "import { useAuthStore } from '@clinic/shared/auth';\nexport const b = useAuthStore;\n"), []);
});

test("an api feature reaches another only through its face; its own files and the api's shared folders are free", async () => {
  const file = 'api/src/features/series/x.ts';
  assert.match(
    (await boundaryErrors(file, "import { a } from '../appointments/appointment-repository';\nexport const b = a;\n"))[0] ?? '',
    /Api feature 'series' may use feature 'appointments' only through its public face \('\.\.\/appointments'/,
  );
  assert.equal((await boundaryErrors(file, "import type { A } from '../schedule/schedule-source';\nexport type B = A;\n")).length, 1);
  assert.equal(
    (await boundaryErrors(file, "import { a } from '../../features/schedule/schedule-source';\nexport const b = a;\n")).length,
    1,
  );
  assert.equal(
    (await boundaryErrors('api/src/features/messages/content/x.ts', "import { a } from '../../accounts/sessions';\nexport const b = a;\n"))
      .length,
    1,
  );
  assert.deepEqual(
    await boundaryErrors(
      file,
      "import { a } from '../appointments';\nimport { c } from '../schedule/index';\nimport { d } from './series-check';\nimport { e } from '../../http/errors';\nexport const b = [a, c, d, e];\n",
    ),
    [],
  );
});
