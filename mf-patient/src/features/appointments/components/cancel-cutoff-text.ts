/** 1440 → "24 hours", 60 → "1 hour", 90 → "90 minutes": the cut-off in the words that fit it. */
export function cutoffDuration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
