/** `/remotes.json`: federation name → URL of that remote's `mf-manifest.json`. */
export type RemotesConfig = Record<string, string>;

let request: Promise<RemotesConfig> | undefined;

/** One request per page, started by the first page's loader (first-page.ts) while the shared modules load. */
export function requestRemotesConfig(): Promise<RemotesConfig> {
  if (!request) {
    request = fetch('/remotes.json', { cache: 'no-store' }).then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json() as Promise<RemotesConfig>;
    });
    // Whoever awaits it handles a failure (until then it must not count as unhandled); the next asks again.
    request.catch(() => (request = undefined));
  }
  return request;
}
