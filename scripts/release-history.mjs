/**
 * The version a rollback goes to: the one first published just before the current one. Rolling back twice
 * walks further back (3 → 2 → 1), never bounces between the last two.
 */
export function versionBefore(history, current) {
  const published = [...new Set(history)];
  const index = published.indexOf(current);
  return index > 0 ? published[index - 1] : undefined;
}
