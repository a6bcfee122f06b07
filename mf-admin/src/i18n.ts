import { defineCatalog } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/** This app's texts (src/locales): `t('part.key', values)` in components, `translate` outside React. */
export const { useT, translate } = defineCatalog('admin', en, { hi, kn });

/** A key of this app's catalog. */
export type AdminKey = Parameters<typeof translate>[0];

/** `sign-in-failed` → `signInFailed`, as a type too: the catalog's keys for the api's kebab-case values. */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
export const camelCase = <S extends string>(value: S) => value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;
