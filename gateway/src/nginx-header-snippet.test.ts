import { parseHeaderSnippet } from './nginx-header-snippet';

test('reads add_header lines in order, skipping comments and blank lines', () => {
  const text =
    '# the page headers\n\nadd_header X-Frame-Options "DENY" always;\n  add_header Content-Security-Policy "default-src \'self\'" always;\n';
  expect(parseHeaderSnippet(text)).toEqual([
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', "default-src 'self'"],
  ]);
});

// The gateway must never send less than nginx does without saying so: a line it cannot read stops it.
test.each([
  ['a header without always (nginx would drop it on errors)', 'add_header X-Frame-Options "DENY";'],
  ['a variable', 'add_header X-Request "$request_id" always;'],
  ['any other directive', 'if ($host) { add_header X-A "b" always; }'],
  ['an unquoted value', 'add_header X-Frame-Options DENY always;'],
])('refuses %s', (_label, line) => {
  expect(() => parseHeaderSnippet(`add_header X-Content-Type-Options "nosniff" always;\n${line}\n`)).toThrow(
    'security-headers.conf line 2 is not',
  );
});

test('refuses a snippet with no header at all', () => {
  expect(() => parseHeaderSnippet('# nothing here\n')).toThrow('holds no add_header line');
});
