// Each Hindi and Kannada catalog uses the glossary's words (docs/glossary.md), and the check finds what it should.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { glossaryViolations, readGlossary, usesVariant } from './glossary.mjs';

test('no Hindi or Kannada catalog uses a variant the glossary avoids', () => {
  assert.deepEqual(glossaryViolations(), []);
});

test('the glossary table is read: its terms, and the variants to avoid in each language', () => {
  const glossary = readGlossary();
  const noShow = glossary.find((row) => row.term === 'no-show');
  assert.equal(noShow?.use.kn, 'ಬರಲಿಲ್ಲ');
  assert.ok(noShow?.avoid.kn.includes('ಬಂದಿಲ್ಲ'));
  assert.deepEqual(glossary.find((row) => row.term === 'account')?.avoid, { hi: ['अकाउंट'], kn: [] });
});

test('a variant counts as a word or the start of one, not inside another word or before a vowel sign', () => {
  assert.equal(usesVariant('ಬಂದಿಲ್ಲ', 'ಬಂದಿಲ್ಲ'), true);
  assert.equal(usesVariant('ವೈದ್ಯರು ಕಂಡುಬಂದಿಲ್ಲ', 'ಬಂದಿಲ್ಲ'), false);
  assert.equal(usesVariant('ಎಲ್ಲಾ ತಜ್ಞತೆಗಳು', 'ತಜ್ಞತೆ'), true);
  assert.equal(usesVariant('तारीख़ और समय', 'तारीख'), false);
  assert.equal(usesVariant('ನಮಗೆ {phone} ಗೆ ಕರೆ ಮಾಡಿ', '{phone} ಗೆ'), true);
  assert.equal(usesVariant('ಇಮೇಲ್‌ನಲ್ಲಿರುವ ಲಿಂಕ್', 'ಇಮೇಲ್'), true);
});

test('a catalog text with an avoided variant is named by its file and key', () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'glossary-')), 'src', 'locales');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'hi.json'), JSON.stringify({ Profile: { delete: 'मेरा अकाउंट हटाएँ', keep: 'मेरा खाता' } }));
  writeFileSync(path.join(dir, 'kn.json'), JSON.stringify({ Profile: { delete: 'ನನ್ನ ಅಕೌಂಟ್ ಅಳಿಸಿ' } }));
  const glossary = [{ term: 'account', use: { hi: 'खाता', kn: 'ಖಾತೆ' }, avoid: { hi: ['अकाउंट'], kn: ['ಅಕೌಂಟ್'] } }];
  const found = glossaryViolations(glossary, [path.join(dir, 'hi.json'), path.join(dir, 'kn.json')]);
  assert.equal(found.length, 2);
  assert.match(found[0], /src\/locales\/hi\.json Profile\.delete: "अकाउंट" \(account: खाता\)$/);
  assert.match(found[1], /src\/locales\/kn\.json Profile\.delete: "ಅಕೌಂಟ್" \(account: ಖಾತೆ\)$/);
});
