/** Whether this document was reloaded or returned to from another site: the reader had a place on it. */
export function cameBack(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}
