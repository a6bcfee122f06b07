import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a page is told over `/__dev/events`: builds in progress, the build it should show, or why there is none. */
export type BuildStatus = { state: 'building' } | { state: 'ok'; build: string } | { state: 'failed'; build: string; errors: string[] };

export const LIVE_RELOAD_SCRIPT = '/__dev/live-reload.js';
export const LIVE_RELOAD_EVENTS = '/__dev/events';

/** How long a request waits for the builds before it is served what is there. */
const SETTLE_TIMEOUT_MS = 120_000;

/**
 * Live reload, not hot module replacement: when a round of builds finishes cleanly, every open page
 * reloads. React Refresh across Module Federation (five runtimes, singletons shared at run time) breaks
 * in ways that cost more time than a reload of a local page, which lands well within two seconds.
 *
 * Each page is served with the id of the build it was made from; a page whose id is not the current one
 * reloads as soon as it hears, so an edit saved while the page was loading is not missed.
 */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  // Ids unique to this process: a page left open across a restart of `npm run dev` reloads too.
  private readonly prefix = Date.now().toString(36);
  private count = 0;
  private status: BuildStatus = { state: 'building' };
  private lastBuild = `${this.prefix}-0`;
  private waiting: Array<() => void> = [];

  /** The id of the last clean build, which a page served now is made from. */
  get build(): string {
    return this.lastBuild;
  }

  get current(): BuildStatus {
    return this.status;
  }

  building() {
    this.status = { state: 'building' };
    this.send();
  }

  built() {
    this.lastBuild = `${this.prefix}-${++this.count}`;
    this.settle({ state: 'ok', build: this.lastBuild });
  }

  failed(errors: string[]) {
    this.settle({ state: 'failed', build: this.lastBuild, errors });
  }

  /** Resolves when no build is running (at once if none is), so no file is read while webpack writes it. */
  settled(): Promise<void> {
    if (this.status.state !== 'building') return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Holds a server-sent event stream open and tells it the status now and at every change. */
  connect(request: IncomingMessage, response: ServerResponse) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    // Reconnect quickly when `npm run dev` is restarted.
    response.write('retry: 500\n\n');
    response.write(event(this.status));
    this.clients.add(response);
    request.once('close', () => this.clients.delete(response));
  }

  /** The shell's index.html with the reload client, stamped with the build it is made from. */
  inject(html: string): string {
    const tag = `<script src="${LIVE_RELOAD_SCRIPT}" data-build="${this.lastBuild}"></script>`;
    return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : tag + html;
  }

  /** Ends every open stream, so the server can close. */
  close() {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private settle(status: BuildStatus) {
    this.status = status;
    this.send();
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  private send() {
    for (const client of this.clients) client.write(event(this.status));
  }
}

const event = (status: BuildStatus) => `data: ${JSON.stringify(status)}\n\n`;
