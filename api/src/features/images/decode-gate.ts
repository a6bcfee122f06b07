import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { msg } from '../../i18n';

export const DECODER_BUSY = msg('Many pictures are being processed right now, please try again in a few seconds');

/** A 503 that tells the client when to come back. */
export class BusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

/**
 * At most `maxActive` pictures are decoded at once, and at most `maxWaiting` wait their turn; the next is
 * told to come back later. A decoded picture can take a hundred megabytes and a core for a second, and
 * sharp works on libuv's four threads, which password hashing needs too: without this, twenty uploads at
 * once held a gigabyte and kept sign-ins waiting for seconds.
 */
export class DecodeGate {
  /** Decodes running now, the most ever seen at once, and callers waiting: what the tests observe. */
  active = 0;
  peakActive = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly maxActive: number,
    readonly maxWaiting: number,
    private readonly retryAfterSeconds = 5,
  ) {}

  get waiting() {
    return this.queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.queue.length >= this.maxWaiting) throw new BusyError(DECODER_BUSY, this.retryAfterSeconds);
      // The finishing decode hands its place over directly, so `active` never exceeds the bound.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    this.peakActive = Math.max(this.peakActive, this.active);
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/**
 * The api's one gate in front of sharp for uploaded pictures: two at once at most, and one core always left
 * for everything else. On the two-core host it was measured on, one: twenty 25-megapixel GIFs at once then
 * raised the api's memory by 258 MB with sign-ins at 144 ms at worst, against 434 MB and 431 ms with two.
 */
export const uploadDecodes = new DecodeGate(Math.min(2, Math.max(1, availableParallelism() - 1)), 8);

/** A busy refusal carries `Retry-After`; the envelope itself comes from the api's error handler. */
export function retryAfterWhenBusy(app: FastifyInstance) {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof BusyError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
