// The raw material of hostile requests: strings, JSON values and keys, url pieces, tokens, files.
import { crc32 } from 'node:zlib';
import { SignJWT } from 'jose';
import fc from 'fast-check';
import type { Role } from '../../../src/http/tokens';

/** Inputs known to break parsers, databases, templates and logs. */
const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udbff',
  '\u202eevil',
  '\ufeff',
  '\u200b',
  'e\u0301\u0301\u0301',
  'Ω≈ç√∫',
  '𝕳𝖊𝖑𝖑𝖔',
  '👩‍👩‍👧‍👦',
  'ﷺ',
  'İı',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  "' OR '1'='1",
  "'; drop table users; --",
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  '',
  ' ',
  '\t\n',
  '\\',
  '%',
  '_',
  '%_\\',
  '\r\nSet-Cookie: a=b',
  'a@b',
  '@',
  'x@example.in\u0000',
  '0x10',
];

const longString = fc
  .tuple(fc.constantFrom('x', 'é', '𝕳', '\u0000', '%'), fc.integer({ min: 121, max: 6000 }))
  .map(([unit, n]) => unit.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`), weight: 1 },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '__defineGetter__',
    'hasOwnProperty',
    '$where',
    '$ne',
    'role',
    'isAdmin',
    'id',
    '_id',
  ),
  hostileString,
);

/** Any JSON value, with hostile strings and keys, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(null, true, false, 0, -1, 2 ** 53, -(2 ** 31), 1e308, 0.5),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((entries) => new JsonObject(entries)),
  ),
})).value;

/** An object kept as its entries, so `__proto__` and duplicate keys reach the wire as written. */
export class JsonObject {
  constructor(readonly entries: [string, unknown][]) {}
}

/** JSON text of a value; JsonObject entries are written as they are (JSON.stringify would drop or merge them). */
export function jsonText(value: unknown): string {
  if (value instanceof JsonObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** Bodies that are not JSON, or JSON no schema expects. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"email":',
    '{',
    '}',
    '[',
    'nul',
    'null',
    '[]',
    '"text"',
    '1e400',
    '-',
    '{"a":1,}',
    "{'a':1}",
    '{"a":01}',
    '\ufeff{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":1e999999}',
    '{"a":-0}',
    '[1,2,3',
    '\u0000',
    '{"a":"b"}garbage',
  ),
  fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 60 }).map((s) => `{${s}`),
);

/** Each byte of the UTF-8 form, percent-encoded unless plainly safe: never throws, even on lone surrogates. */
export const encodePart = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

/** Percent-escapes no decoder accepts: Fastify's router refuses these itself (see ROUTER_REFUSALS). */
export const badEscape = fc.constantFrom('%', '%zz', '%c0%ae', '%ed%a0%80', '%ff', '%e2%82', '%%32%65');

/** Where a url may be bent: traversal, doubled slashes, encoded dots, NUL, odd suffixes. */
export const pathTwist = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '/..',
    '/../',
    '/%2e%2e/',
    '/%2e%2e%2f%2e%2e%2f',
    '.json',
    ';x=1',
    '%00',
    '%20',
    '/x',
    '~',
    '/.%00',
    '/..%5c..%5c',
    '%2f..%2f',
  ),
  hostileString.map((s) => `/${encodePart(s)}`),
);

export const TRAVERSALS = [
  '..%2f..%2fpackage.json',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/src/server.ts',
  '....//....//etc/passwd',
  '..%5c..%5c',
  '.env',
];

export interface TokenKit {
  secret: string;
  /** A real token of each role, of someone with no appointments (or the admin). */
  valid: Record<Role, string>;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Credentials the guard of a `role` route must refuse (401, or 403 for a real token of another role). */
export async function refusedTokens(kit: TokenKit, role: Role, adminEmail: string): Promise<string[]> {
  const key = (secret: string) => new TextEncoder().encode(secret);
  const sign = (claims: object, secret = kit.secret, issuer = 'sunrise-clinic-api', exp: number | string = '1h', sub = adminEmail) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key(secret));
  const [, payload] = kit.valid[role].split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
  const others = (Object.keys(kit.valid) as Role[]).filter((r) => r !== role).map((r) => kit.valid[r]);
  return [
    '',
    'null',
    'undefined',
    'Bearer',
    `Bearer ${kit.valid[role]}`,
    'a.b.c',
    '....',
    'x'.repeat(8000),
    `${kit.valid[role]}x`,
    `${kit.valid[role]}, ${kit.valid[role]}`,
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role, sub: claims.sub, iss: 'sunrise-clinic-api', exp: now() + 3600 })}.`,
    `${b64({ alg: 'HS256' })}.${b64({ role: 'admin', sub: adminEmail, iss: 'sunrise-clinic-api', exp: now() + 3600 })}.${kit.valid[role].split('.')[2]}`,
    await sign({ role }, 'someone-elses-secret-0123456789abcdef', undefined, undefined, claims.sub),
    await sign({ role }, kit.secret, 'another-issuer', undefined, claims.sub),
    await sign({ role }, kit.secret, undefined, now() - 60, claims.sub),
    // Right key and role, but an admin that is not the configured one, or a doctor that does not exist.
    ...(role === 'admin' ? [await sign({ role: 'admin' }, kit.secret, undefined, undefined, 'someone@else.in')] : []),
    ...(role === 'doctor'
      ? [await sign({ role: 'doctor' }, kit.secret, undefined, undefined, '00000000-0000-4000-8000-000000000000')]
      : []),
    ...others,
  ];
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG chunk; `badCrc` flips its checksum, which every PNG decoder refuses in a critical chunk. */
function pngChunk(type: string, data: Uint8Array, badCrc = false): number[] {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(body) ^ (badCrc ? 0xffffffff : 0)) >>> 0);
  return [...head, ...body, ...crc];
}
const ihdr = (width: number, height: number) => pngChunk('IHDR', Uint8Array.from([...u32(width), ...u32(height), 8, 6, 0, 0, 0]));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** Bytes a browser could upload that are no picture this api can read: none of them may end up stored. */
export const unreadableImage: fc.Arbitrary<Uint8Array> = fc.oneof(
  // A real PNG header, then pixel data whose checksum is wrong: the decoder (sharp) must refuse it.
  fc
    .tuple(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }), fc.uint8Array({ minLength: 1, maxLength: 200 }))
    .map(([w, h, data]) =>
      Uint8Array.from([...PNG_SIGNATURE, ...ihdr(w, h), ...pngChunk('IDAT', data, true), ...pngChunk('IEND', new Uint8Array())]),
    ),
  // A well-formed header claiming billions of pixels (a decompression bomb): over the decoder's limit.
  fc
    .constantFrom([100_000, 100_000], [2 ** 31 - 1, 1], [65_536, 65_536])
    .map(([w, h]) =>
      Uint8Array.from([...PNG_SIGNATURE, ...ihdr(w!, h!), ...pngChunk('IDAT', new Uint8Array(16)), ...pngChunk('IEND', new Uint8Array())]),
    ),
  // A PNG signature, then random chunks.
  fc.uint8Array({ maxLength: 400 }).map((rest) => Uint8Array.from([...PNG_SIGNATURE, ...rest])),
  fc
    .constantFrom('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', '%PDF-1.7\n', 'PK\u0003\u0004', '#!/bin/sh\nrm -rf /', '')
    .map((t) => new TextEncoder().encode(t)),
  // Random bytes behind a `Z`: no accepted picture format starts with it.
  fc.uint8Array({ maxLength: 300 }).map((rest) => Uint8Array.from([0x5a, ...rest])),
);

/** Files that may or may not decode: sent only where a field is already invalid, so nothing is stored. */
export const anyFile: fc.Arbitrary<Uint8Array> = fc.oneof(
  unreadableImage,
  fc
    .tuple(
      fc.constantFrom(
        [0xff, 0xd8, 0xff],
        [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
        [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
      ),
      fc.uint8Array({ maxLength: 300 }),
    )
    .map(([head, rest]) => Uint8Array.from([...head, ...rest])),
);
