/** Header name and value, in the order nginx sends them. */
export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

const ADD_HEADER = /^add_header\s+([A-Za-z0-9-]+)\s+"([^"\\$]*)"\s+always;$/;

/**
 * Reads an nginx snippet made only of `add_header Name "value" always;` lines (and comments). Anything
 * else (a variable, a condition, a header without `always`) is refused rather than read halfway, so the
 * gateway never sends less than nginx does without saying so.
 */
export function parseHeaderSnippet(text: string): HeaderList {
  const headers: Array<readonly [string, string]> = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = ADD_HEADER.exec(line);
    if (!match) throw new Error(`security-headers.conf line ${index + 1} is not \`add_header Name "value" always;\`: ${line}`);
    headers.push([match[1]!, match[2]!]);
  }
  if (!headers.length) throw new Error('security-headers.conf holds no add_header line');
  return headers;
}
