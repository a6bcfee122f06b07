import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { MessageChannel } from '@clinic/shared/contract';
import { slotStart } from '@clinic/shared/booking';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { repeatEvery } from '../../repeat';
import { queueAgendas } from './agenda';
import type { Channel } from './channels';
import { dispatchBatch } from './dispatcher';
import { emailChannel } from './email';
import { whatsappChannel } from './whatsapp';
import { workDueMessages, type WorkResult } from './worker';

const MAX_EVENT_BATCHES_PER_RUN = 50;
/** The agenda's query runs at most this often per replica (its inserts are no-ops once queued). */
const AGENDA_EVERY_MS = 5 * 60_000;
/**
 * The share of each poll interval a timed round may spend rendering and sending before it stops until the
 * next: a burst of bookings is told a little later instead of slowing the bookings themselves (decision 46).
 */
const DUTY = 0.1;
/** Event-loop use above which a timed round waits for the next tick, at most MAX_DEFERRED ticks running. */
const BUSY = 0.3;
const MAX_DEFERRED = 10;

export interface MessageEngine {
  channels: Record<MessageChannel, Channel>;
  /**
   * One round at `now` (the engine's clock unless given; tests drive it): events become messages, the
   * agenda is queued when due, and due messages are sent.
   */
  runOnce(now?: Date, limits?: { budgetMs?: number }): Promise<WorkResult & { events: number }>;
  close(): Promise<void>;
}

export function createMessageEngine(
  db: Db,
  config: ApiConfig,
  {
    clock = () => new Date(),
    channels,
    log,
  }: {
    clock?: () => Date;
    channels?: Partial<Record<MessageChannel, Channel>>;
    /** Where a channel says what it did instead (a WhatsApp template sent in English); none in tests by default. */
    log?: Pick<FastifyBaseLogger, 'warn'>;
  } = {},
): MessageEngine {
  const settings = config.messages;
  const all: Record<MessageChannel, Channel> = {
    email: channels?.email ?? emailChannel(settings),
    whatsapp: channels?.whatsapp ?? whatsappChannel(settings, log),
  };
  const startOf = (slotDate: string, slotTime: string) => slotStart(slotDate, slotTime, config.clinicTz);
  let agendaCheckedAt = -Infinity;
  const off = Object.fromEntries(Object.values(all).flatMap((c) => (c.off ? [[c.name, c.off]] : [])));
  const planning = (now: Date) => ({
    settings,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    now,
    clinicTz: config.clinicTz,
    off,
  });
  return {
    channels: all,
    async runOnce(at?: Date, { budgetMs = Infinity } = {}) {
      const now = at ?? clock();
      const began = performance.now();
      let events = 0;
      for (let i = 0; i < MAX_EVENT_BATCHES_PER_RUN && performance.now() - began < budgetMs; i++) {
        const taken = await dispatchBatch(db, planning(now));
        events += taken;
        if (!taken) break;
      }
      if (Math.abs(now.getTime() - agendaCheckedAt) >= AGENDA_EVERY_MS) {
        await queueAgendas(db, now, config.clinicTz);
        agendaCheckedAt = now.getTime();
      }
      const worked = await workDueMessages(db, now, {
        budgetMs: Math.max(budgetMs - (performance.now() - began), budgetMs / 2),
        channels: all,
        maxAttempts: settings.maxAttempts,
        leaseMs: settings.leaseMs,
        startOf,
        clock: () => at ?? clock(),
        jwtSecret: config.jwtSecret,
      });
      return { events, ...worked };
    },
    close: async () => {
      await Promise.all([all.email.close(), all.whatsapp.close()]);
    },
  };
}

/**
 * Every replica runs the engine every MESSAGE_POLL_MS (what is due lives in the database, so a restart or
 * a SIGKILL loses nothing), and says at start which channels are on.
 */
export function scheduleMessages(app: FastifyInstance, db: Db, config: ApiConfig, log: FastifyBaseLogger = app.log): MessageEngine {
  const engine = createMessageEngine(db, config, { log });
  for (const channel of Object.values(engine.channels))
    log.info(
      channel.off
        ? `Messages: ${channel.off}; such messages are kept on the Sent messages page, marked skipped`
        : `Messages: ${channel.name} is on`,
    );
  let running: Promise<unknown> | undefined;
  let lastUse = performance.eventLoopUtilization();
  let deferred = 0;
  const tick = () => {
    // A replica busy answering (a burst of bookings) defers its round, a few times at most: the messages
    // go seconds later, the bookings keep their latency (booking p99 at 100 connections, measured).
    const use = performance.eventLoopUtilization(lastUse);
    lastUse = performance.eventLoopUtilization();
    if (use.utilization > BUSY && deferred < MAX_DEFERRED) {
      deferred++;
      return Promise.resolve();
    }
    deferred = 0;
    // One round at a time per replica: a slow SMTP server must not pile rounds up.
    running ??= engine.runOnce(undefined, { budgetMs: DUTY * config.messages.pollMs }).finally(() => (running = undefined));
    return running;
  };
  if (config.messages.pollMs > 0) {
    repeatEvery(app, config.messages.pollMs, tick, 'could not send messages; will try again');
    app.addHook(
      'onReady',
      async () => void tick().catch((error: unknown) => log.warn({ err: error }, 'could not send messages; will try again')),
    );
  }
  app.addHook('onClose', async () => {
    await running?.catch(() => {});
    await engine.close();
  });
  return engine;
}
