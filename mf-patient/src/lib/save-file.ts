/**
 * Hands a file made in the page to the browser as a download: an object URL, a link clicked once, and the
 * address released a moment later (the browser has started its own copy by then).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
