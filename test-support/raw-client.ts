import { connect, type Socket } from 'node:net';

/** A client that speaks HTTP/1.1 by hand, so it can be as slow, silent or half-finished as an attacker. */
export interface RawClient {
  socket: Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves once the server has sent a whole answer's head (status line and headers). */
  answered: Promise<void>;
  /** Resolves when the socket is closed, by either side. */
  closed: Promise<void>;
  /** Writes one byte every `everyMs` until the socket closes: a body or headers trickled forever. */
  trickle: (everyMs: number) => void;
}

export function rawClient(origin: string, firstBytes: string | Buffer = ''): Promise<RawClient> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    let answeredNow!: () => void;
    const answered = new Promise<void>((r) => (answeredNow = r));
    const closed = new Promise<void>((r) => socket.once('close', () => (clearInterval(timer), r())));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) answeredNow();
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    socket.once('connect', () => {
      if (firstBytes.length) socket.write(firstBytes);
      resolve({
        socket,
        received: () => received,
        answered,
        closed,
        trickle: (everyMs) => void (timer = setInterval(() => socket.writable && socket.write('a'), everyMs)),
      });
    });
  });
}

/** Whether the server closed the socket within `ms` (a bound for the test, not a measured speed). */
export async function closedWithin(client: RawClient, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((r) => (timer = setTimeout(() => r(false), ms)));
  const closed = await Promise.race([client.closed.then(() => true as const), gaveUp]);
  clearTimeout(timer);
  if (!closed) client.socket.destroy();
  return closed;
}
