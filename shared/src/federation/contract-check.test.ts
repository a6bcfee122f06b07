/**
 * @jest-environment node
 */
import { contractProblems, type FederationManifest } from './contract-check';
import { REMOTE_PAGES } from './remote-contract';

const exposes = REMOTE_PAGES.mf_patient.map((name) => ({ name, path: `./${name}` }));
const shell = { react: '^19.3.1', zustand: '^5.1.0', '@clinic/shared': '^0.1.0' };
const manifest = (shared: FederationManifest['shared'], pages = exposes): FederationManifest => ({ exposes: pages, shared });

test('a remote on the shell’s versions with every page keeps the contract', () => {
  const shared = [
    { name: 'react', version: '19.3.1' },
    { name: 'zustand/vanilla', version: '5.1.0' },
    { name: '@clinic/shared/stores', version: '0.1.0' },
  ];
  expect(contractProblems('mf_patient', manifest(shared), shell)).toEqual([]);
});

test('a singleton outside the shell’s range is named, subpaths under their package', () => {
  const shared = [
    { name: 'react/jsx-runtime', version: '18.2.0' },
    { name: 'zustand/vanilla', version: '4.5.0' },
  ];
  expect(contractProblems('mf_patient', manifest(shared), shell)).toEqual([
    'mf_patient shares react/jsx-runtime 18.2.0, but the shell requires react ^19.3.1',
    'mf_patient shares zustand/vanilla 4.5.0, but the shell requires zustand ^5.1.0',
  ]);
});

test('every missing page is named', () => {
  const pages = exposes.filter((e) => e.name !== 'VerifyPage' && e.name !== 'LoginPage');
  expect(contractProblems('mf_patient', manifest([], pages), shell)).toEqual([
    'mf_patient no longer exposes ./LoginPage, which the shell loads',
    'mf_patient no longer exposes ./VerifyPage, which the shell loads',
  ]);
});
