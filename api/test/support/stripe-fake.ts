import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fields of a Checkout Session the api reads or sends, shaped as Stripe returns them. */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  /** Set once paid, as Stripe does: what a refund names. */
  payment_intent: string | null;
  created: number;
  livemode: false;
  /** As the SDK sent it, decoded from the form body: for assertions. */
  request: Record<string, unknown>;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded';
}

export interface StripeFake {
  url: string;
  sessions: Map<string, FakeSession>;
  /** Refunds made, by id. */
  refunds: Map<string, FakeRefund>;
  /** Every request as it arrived, for checks on headers. */
  requests: { method: string; path: string; authorization?: string; idempotencyKey?: string }[];
  /** The patient pays on Stripe's page: only an open session can be paid, as on Stripe. */
  markPaid(id: string): void;
  setAmount(id: string, amountTotal: number): void;
  /** The next `count` requests (to `path` only, when given) answer 500 (a Stripe outage). */
  failNext(count?: number, path?: RegExp): void;
  /** Every request answers 500 until `setDown(false)`. */
  setDown(down: boolean): void;
  /** The money a payment intent still holds: paid and not refunded. */
  charged(paymentIntent: string): boolean;
  /** From now on refunds start `pending` (as a UPI or bank refund does) until `settleRefunds()`. */
  refundLater(later: boolean): void;
  /** Every pending refund succeeds. */
  settleRefunds(): void;
  /** A refund Stripe made whose answer was lost on the way back: a retry with the key gets it. */
  refundDirectly(paymentIntent: string, idempotencyKey: string): Promise<void>;
  /** A signed-webhook payload for a session, as Stripe would post it. */
  event(sessionId: string, type?: string): { id: string; object: 'event'; type: string; data: { object: FakeSession } };
  close(): Promise<void>;
}

/** `line_items[0][price_data][unit_amount]=5` → `{ line_items: [{ price_data: { unit_amount: '5' } }] }`. */
function unflatten(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

// Stripe says when a retry cannot help; the SDK then gives up at once instead of backing off.
const stripeError = (res: http.ServerResponse, status: number, type: string, message: string) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' })
    .end(JSON.stringify({ error: { type, message } }));

/** A local server speaking enough of Stripe's HTTP API (form bodies in, JSON out) for the official SDK. */
export async function startStripeFake(): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  let refundsLater = false;
  /** A refund of the whole of a paid session, kept under its idempotency key as Stripe keeps the answer. */
  const makeRefund = (paid: FakeSession, idempotencyKey: string | undefined, status: FakeRefund['status']) => {
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      payment_intent: paid.payment_intent!,
      amount: paid.amount_total,
      currency: paid.currency,
      status,
    };
    refunds.set(refund.id, refund);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, refund);
    return refund;
  };
  const byIdempotencyKey = new Map<string, FakeRefund>();
  const requests: StripeFake['requests'] = [];
  let failures = 0;
  let failingPath: RegExp | undefined;
  let down = false;
  const json = (res: http.ServerResponse, body: object) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://fake').pathname;
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, path, authorization: req.headers.authorization, idempotencyKey });
      if (down || (failures > 0 && (!failingPath || failingPath.test(path)))) {
        if (!down) failures--;
        return stripeError(res, 500, 'api_error', 'Something went wrong on the fake Stripe');
      }
      if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const params = unflatten(new URLSearchParams(body));
        const items = params.line_items as { quantity: string; price_data: { currency: string; unit_amount: string } }[] | undefined;
        const price = items?.[0]?.price_data;
        if (!price || !/^\d+$/.test(price.unit_amount)) {
          return stripeError(res, 400, 'invalid_request_error', 'Missing required param: line_items[0][price_data][unit_amount].');
        }
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const amount = Number(price.unit_amount) * Number(items![0]!.quantity ?? 1);
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: String(params.mode),
          status: 'open',
          payment_status: 'unpaid',
          amount_subtotal: amount,
          amount_total: amount,
          currency: price.currency,
          metadata: (params.metadata as Record<string, string>) ?? {},
          client_reference_id: (params.client_reference_id as string) ?? null,
          success_url: String(params.success_url).replace('{CHECKOUT_SESSION_ID}', id),
          cancel_url: String(params.cancel_url).replace('{CHECKOUT_SESSION_ID}', id),
          payment_intent: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          request: params,
        };
        sessions.set(id, session);
        return json(res, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      if (match && (req.method === 'GET' || (req.method === 'POST' && match[2]))) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) return stripeError(res, 404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`);
        if (req.method === 'GET') return json(res, session);
        if (session.status !== 'open') {
          return stripeError(res, 400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.');
        }
        session.status = 'expired';
        return json(res, session);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        // Stripe answers a repeated idempotency key with the first answer, whatever happened since.
        const earlier = idempotencyKey && byIdempotencyKey.get(idempotencyKey);
        if (earlier) return json(res, earlier);
        const paymentIntent = new URLSearchParams(body).get('payment_intent') ?? '';
        const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
        if (!paid) return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${paymentIntent}'`);
        if ([...refunds.values()].some((r) => r.payment_intent === paymentIntent)) {
          return res.writeHead(400, { 'content-type': 'application/json', 'stripe-should-retry': 'false' }).end(
            JSON.stringify({
              error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
            }),
          );
        }
        return json(res, makeRefund(paid, idempotencyKey, refundsLater ? 'pending' : 'succeeded'));
      }
      const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && refundPath) {
        const refund = refunds.get(refundPath[1]!);
        return refund ? json(res, refund) : stripeError(res, 404, 'invalid_request_error', `No such refund: '${refundPath[1]}'`);
      }
      stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const session = (id: string) => {
    const found = sessions.get(id);
    if (!found) throw new Error(`the fake has no session ${id}`);
    return found;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    markPaid: (id) => {
      const found = session(id);
      if (found.status !== 'open') throw new Error(`the fake cannot pay ${id}: it is ${found.status}`);
      Object.assign(found, { payment_status: 'paid', status: 'complete', payment_intent: `pi_${randomBytes(12).toString('hex')}` });
    },
    setAmount: (id, amountTotal) => Object.assign(session(id), { amount_total: amountTotal, amount_subtotal: amountTotal }),
    failNext: (count = 1, path) => void ((failures = count), (failingPath = path)),
    setDown: (value) => void (down = value),
    charged: (paymentIntent) =>
      [...sessions.values()].some((s) => s.payment_intent === paymentIntent) &&
      ![...refunds.values()].some((r) => r.payment_intent === paymentIntent),
    refundLater: (later) => void (refundsLater = later),
    settleRefunds: () => refunds.forEach((refund) => (refund.status = 'succeeded')),
    refundDirectly: async (paymentIntent, idempotencyKey) => {
      const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
      if (!paid) throw new Error(`the fake has no payment ${paymentIntent}`);
      makeRefund(paid, idempotencyKey, 'succeeded');
    },
    event: (sessionId, type = 'checkout.session.completed') => ({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      data: { object: { ...session(sessionId) } },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
