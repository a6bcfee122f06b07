import { createServer, connect, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/app';
import { sharePublicAnswerChanges } from '../src/http/answer-cache-sync';
import { freePortIn } from './support/ports';

// A replica that started while Redis was away must still hear the other replicas' changes once Redis is
// back (ioredis only re-subscribes by itself to channels it had subscribed). Redis is reached through a
// TCP relay of the test's, which is not there at the start and opens later.
const { TEST_REDIS_URL } = process.env;
(TEST_REDIS_URL ? describe : describe.skip)('doctor list changes through Redis', () => {
  let relay: Server | undefined;
  const sockets = new Set<Socket>();
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
  });

  function openRelay(port: number) {
    const target = new URL(TEST_REDIS_URL!);
    relay = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => (client.destroy(), upstream.destroy()));
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise<void>((resolve) => relay!.listen(port, '127.0.0.1', resolve));
  }

  test('a replica that started while Redis was unreachable hears changes once Redis is back', async () => {
    const port = await freePortIn(4600, 4699);
    const app = Fastify();
    let dropped = 0;
    await sharePublicAnswerChanges(
      app,
      loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', REDIS_URL: `redis://127.0.0.1:${port}` }),
      () => void dropped++,
    );
    const other = new Redis(TEST_REDIS_URL!);
    try {
      await openRelay(port);
      // Another replica announces a change now and then, until this one hears (ioredis retries within 2 s).
      for (let waited = 0; waited < 10_000 && dropped === 0; waited += 100) {
        await other.publish('clinic:doctor-list-changed', '1');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(dropped).toBeGreaterThan(0);
    } finally {
      other.disconnect();
      await app.close();
    }
  }, 20_000);
});
