// Issue 24: the api's and the contract's catalogs hold every sentence an answer's `message` can carry.
import * as contract from '@clinic/shared/contract';
import contractEn from '@clinic/shared/contract/locales/en.json';
import { fieldLabel } from '../src/http/error-handler';
import { ApiText, isStaticMessage, textIn, msg, phrase, slotDateValue, translateText } from '../src/i18n';
import apiEn from '../src/i18n/locales/en.json';

type Def = { type?: string; error?: (issue: unknown) => unknown; checks?: { _zod: { def: Def } }[]; [key: string]: unknown };
type Schema = { _zod: { def: Def } };
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema)._zod?.def === 'object';

/** Every message a schema's own definitions give (`{ message }` on a check, a refine, an enum, a format). */
function schemaMessages(schema: Schema, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def;
  const said = (error: Def['error']) => {
    const text = error?.({ code: 'custom', input: undefined, issues: [] });
    const message = typeof text === 'string' ? text : (text as { message?: string } | undefined)?.message;
    if (message) found.add(message);
  };
  said(def.error);
  for (const check of def.checks ?? []) said(check._zod.def.error);
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    const children = key === 'shape' && value && typeof value === 'object' ? Object.values(value) : Array.isArray(value) ? value : [value];
    for (const child of children) if (isSchema(child)) schemaMessages(child, found, seen);
  }
  return found;
}

/** The keys of every object a request schema holds, to its leaves: the fields a validation message may name. */
function fieldNames(schema: Schema, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'object') for (const key of Object.keys(def.shape as object)) found.add(key);
  for (const [key, value] of Object.entries(def)) {
    const children = key === 'shape' && value && typeof value === 'object' ? Object.values(value) : Array.isArray(value) ? value : [value];
    for (const child of children) if (isSchema(child)) fieldNames(child, found, seen);
  }
  return found;
}

const contractCatalog: Record<string, string> = contractEn;
const apiCatalog: Record<string, string> = apiEn;

describe('the contract catalog', () => {
  test('holds every MESSAGES text', () => {
    expect(Object.values(contract.MESSAGES).filter((text) => !(text in contractCatalog))).toEqual([]);
  });

  test("holds every message of the contract's schemas", () => {
    const messages = new Set<string>();
    for (const value of Object.values(contract)) if (isSchema(value)) schemaMessages(value, messages);
    for (const call of Object.values(contract.calls) as { request?: unknown }[])
      if (isSchema(call.request)) schemaMessages(call.request, messages);
    expect(messages.size).toBeGreaterThan(40);
    expect([...messages].filter((text) => !(text in contractCatalog)).sort()).toEqual([]);
  });

  test('maps each English sentence to itself, and shares none with the api catalog', () => {
    for (const [key, text] of Object.entries(contractCatalog)) expect(text).toBe(key);
    for (const [key, text] of Object.entries(apiCatalog)) expect(text).toBe(key);
    expect(Object.keys(apiCatalog).filter((key) => key in contractCatalog)).toEqual([]);
  });
});

describe('the api catalog', () => {
  test("names every field of the contract's requests in a validation message", () => {
    const labels = new Set<string>();
    for (const call of Object.values(contract.calls) as { request?: unknown }[])
      if (isSchema(call.request)) for (const name of fieldNames(call.request)) labels.add(fieldLabel([name]));
    expect([...labels].filter((label) => !isStaticMessage(label)).sort()).toEqual([]);
  });

  test('a sentence is translated, an unknown text passes through, English stays byte for byte', () => {
    expect(textIn('hi', 'Appointment not found').language).toBe('hi');
    expect(translateText('kn', 'Appointment not found')).not.toBe('Appointment not found');
    expect(textIn('hi', 'Nobody wrote {this} down')).toEqual({ message: 'Nobody wrote {this} down', language: 'en' });
    expect(translateText('en', 'Appointment not found')).toBe('Appointment not found');
    expect(msg('Appointment not found')).toBe('Appointment not found');
  });

  test('messages with values read as the English they replace', () => {
    const pl = (count: number) =>
      msg('Cancelled {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}}', { count });
    expect(String(pl(1))).toBe('Cancelled 1 upcoming appointment');
    expect(String(pl(1200))).toBe('Cancelled 1200 upcoming appointments');
    expect(String(msg("{date} is not one of this series' dates", { date: slotDateValue('5_3_2026') }))).toBe(
      "5 Mar 2026 is not one of this series' dates",
    );
    const field = msg('{field} is missing or invalid', { field: phrase('Date of birth') });
    expect(String(field)).toBe('Date of birth is missing or invalid');
    expect(field).toBeInstanceOf(ApiText);
    expect(field.in('hi')).not.toContain('Date of birth');
    expect(msg("{date} is not one of this series' dates", { date: slotDateValue('5_3_2026') }).in('kn')).toContain('5 ಮಾರ್ಚ್ 2026');
  });
});
