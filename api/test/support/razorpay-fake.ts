import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeCheckoutPage } from './razorpay-fake-page';

/** A Payment Link as Razorpay returns it: the fields the api reads or sends. */
export interface FakeLink {
  id: string;
  entity: 'payment_link';
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  reference_id: string;
  description: string;
  notes: Record<string, string> | [];
  callback_url: string;
  callback_method: string;
  expire_by: number;
  short_url: string;
  payments: { payment_id: string; plink_id: string; amount: number; method: string; status: 'captured' }[] | null;
  /** The JSON the SDK sent, for assertions. */
  request: Record<string, unknown>;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'refunded';
  method: 'upi';
  amount_refunded: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
}

/** What Razorpay appends to the callback URL when a link is paid, signed with the key secret. */
export type FakeCallback = Record<
  | 'razorpay_payment_id'
  | 'razorpay_payment_link_id'
  | 'razorpay_payment_link_reference_id'
  | 'razorpay_payment_link_status'
  | 'razorpay_signature',
  string
>;

export interface RazorpayFake {
  url: string;
  links: Map<string, FakeLink>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  requests: { method: string; path: string; authorization?: string }[];
  /** The patient pays on the hosted page: only a `created` link can be paid. Answers the callback's parameters. */
  pay(linkId: string): FakeCallback;
  /** What the patient paid (amount_paid and the payment's amount), as a tampered or partial payment would show. */
  setAmount(linkId: string, paise: number): void;
  setCurrency(linkId: string, currency: string): void;
  /** The next `count` requests (to `path` only, when given) answer 500 without doing anything. */
  failNext(count?: number, path?: RegExp): void;
  /** The next `count` requests to `path` are carried out, then answered 500: an answer lost on the way. */
  loseAnswers(count: number, path: RegExp): void;
  /** Every request answers 503 until `setDown(false)`. */
  setDown(down: boolean): void;
  /** From now on refunds stay `pending` (a UPI refund) until `settleRefunds()`. */
  refundLater(later: boolean): void;
  settleRefunds(status?: 'processed' | 'failed'): void;
  /** A signed `payment_link.paid` webhook for a paid link: the body, its signature and the event id header. */
  webhook(linkId: string, secret: string, event?: string): { payload: string; signature: string; eventId: string };
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay's error envelope. */
const fail = (res: http.ServerResponse, status: number, description: string, code = 'BAD_REQUEST_ERROR') =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code, description, source: 'NA' } }));
const json = (res: http.ServerResponse, body: object) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A local server speaking enough of Razorpay's HTTP API (JSON, Basic auth key:secret) for the official
 * SDK, and a hosted page `/pay/<link id>` a browser can pay on.
 */
export async function startRazorpayFake(keys: { keyId: string; keySecret: string }): Promise<RazorpayFake> {
  const links = new Map<string, FakeLink>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const requests: RazorpayFake['requests'] = [];
  let failures = { count: 0, path: undefined as RegExp | undefined };
  let lost = { count: 0, path: /$^/ };
  let down = false;
  let refundsLater = false;
  const basic = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const link = (id: string) => {
    const found = links.get(id);
    if (!found) throw new Error(`the fake has no payment link ${id}`);
    return found;
  };
  function pay(linkId: string): FakeCallback {
    const found = link(linkId);
    if (found.status !== 'created') throw new Error(`the fake cannot pay ${linkId}: it is ${found.status}`);
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: found.amount,
      currency: found.currency,
      status: 'captured',
      method: 'upi',
      amount_refunded: 0,
    };
    payments.set(payment.id, payment);
    Object.assign(found, {
      status: 'paid',
      amount_paid: found.amount,
      payments: [{ payment_id: payment.id, plink_id: found.id, amount: found.amount, method: 'upi', status: 'captured' }],
    });
    const fields = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: found.id,
      razorpay_payment_link_reference_id: found.reference_id,
      razorpay_payment_link_status: 'paid',
    };
    const signed = [fields.razorpay_payment_link_id, fields.razorpay_payment_link_reference_id, 'paid', payment.id].join('|');
    return { ...fields, razorpay_signature: hmac(keys.keySecret, signed) };
  }

  /** The API proper, once the request is authenticated; `body` is the parsed JSON. */
  function api(method: string, path: string, body: Record<string, unknown>, res: http.ServerResponse) {
    if (method === 'POST' && path === '/v1/payment_links') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return fail(res, 400, 'The amount must be atleast INR 1.00.');
      const reference = String(body.reference_id ?? '');
      if (reference.length > 40) return fail(res, 400, 'The reference id may not be greater than 40 characters.');
      if (reference && [...links.values()].some((l) => l.reference_id === reference))
        return fail(res, 400, `Payment Link with reference id ${reference} already exists`);
      const id = rid('plink');
      const created: FakeLink = {
        id,
        entity: 'payment_link',
        amount,
        amount_paid: 0,
        currency: String(body.currency ?? 'INR'),
        accept_partial: Boolean(body.accept_partial),
        status: 'created',
        reference_id: reference,
        description: String(body.description ?? ''),
        notes: (body.notes as Record<string, string>) ?? [],
        callback_url: String(body.callback_url ?? ''),
        callback_method: String(body.callback_method ?? ''),
        expire_by: Number(body.expire_by ?? 0),
        short_url: `${fake.url}/pay/${id}`,
        payments: null,
        request: body,
      };
      links.set(id, created);
      return json(res, created);
    }
    const linkPath = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
    if (linkPath) {
      const found = links.get(linkPath[1]!);
      if (!found) return fail(res, 400, 'The id provided does not exist');
      if (method === 'GET' && !linkPath[2]) return json(res, found);
      if (method !== 'POST' || !linkPath[2]) return fail(res, 405, 'The requested HTTP method is invalid');
      if (found.status !== 'created') return fail(res, 400, `Payment Link cannot be cancelled as it is in ${found.status} state`);
      found.status = 'cancelled';
      return json(res, found);
    }
    const paymentPath = /^\/v1\/payments\/([^/]+)(\/refunds?)?$/.exec(path);
    if (paymentPath) {
      const payment = payments.get(paymentPath[1]!);
      if (!payment) return fail(res, 400, 'The id provided does not exist');
      const own = [...refunds.values()].filter((r) => r.payment_id === payment.id);
      if (method === 'GET' && !paymentPath[2]) return json(res, payment);
      if (method === 'GET' && paymentPath[2] === '/refunds') return json(res, { entity: 'collection', count: own.length, items: own });
      if (method !== 'POST' || paymentPath[2] !== '/refund') return fail(res, 405, 'The requested HTTP method is invalid');
      const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : Number(body.amount);
      if (payment.amount_refunded >= payment.amount) return fail(res, 400, 'The payment has been fully refunded already');
      if (!Number.isInteger(amount) || amount > payment.amount - payment.amount_refunded)
        return fail(res, 400, 'The refund amount provided is greater than amount captured');
      const refund: FakeRefund = {
        id: rid('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount,
        currency: payment.currency,
        status: refundsLater ? 'pending' : 'processed',
      };
      refunds.set(refund.id, refund);
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      return json(res, refund);
    }
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundPath) {
      const refund = refunds.get(refundPath[1]!);
      return refund ? json(res, refund) : fail(res, 400, 'The id provided does not exist');
    }
    fail(res, 404, `The requested URL was not found on the server (${method} ${path}).`, 'NOT_FOUND');
  }

  /** The hosted page: shows the link, and its form pays it and returns to the callback, as Razorpay's does. */
  function hosted(method: string, linkId: string, res: http.ServerResponse) {
    const found = links.get(linkId);
    if (!found) return res.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment link');
    if (method === 'GET') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fakeCheckoutPage(found));
    if (found.status !== 'created') return res.writeHead(409, { 'content-type': 'text/plain' }).end(`This link is ${found.status}`);
    const back = new URL(found.callback_url);
    for (const [key, value] of Object.entries(pay(linkId))) back.searchParams.set(key, value);
    res.writeHead(303, { location: back.toString() }).end();
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://fake').pathname;
      const page = /^\/pay\/([^/]+)$/.exec(path);
      if (page) return hosted(req.method!, page[1]!, res);
      requests.push({ method: req.method!, path, authorization: req.headers.authorization });
      if (down) return fail(res, 503, 'Service unavailable', 'SERVER_ERROR');
      if (failures.count > 0 && (!failures.path || failures.path.test(path))) {
        failures.count--;
        return fail(res, 500, 'We are facing some trouble completing your request at the moment.', 'SERVER_ERROR');
      }
      if (req.headers.authorization !== basic) return fail(res, 401, 'The api key provided is invalid');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return fail(res, 400, 'The request body is not valid JSON');
      }
      if (lost.count > 0 && lost.path.test(path)) {
        lost.count--;
        // Carried out against a throwaway response, then answered as an outage.
        api(req.method!, path, body, new http.ServerResponse(req));
        return fail(res, 500, 'We are facing some trouble completing your request at the moment.', 'SERVER_ERROR');
      }
      api(req.method!, path, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: RazorpayFake = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    links,
    payments,
    refunds,
    requests,
    pay,
    setAmount: (linkId, paise) => {
      const found = link(linkId);
      found.amount_paid = paise;
      for (const p of found.payments ?? []) {
        p.amount = paise;
        payments.get(p.payment_id)!.amount = paise;
      }
    },
    setCurrency: (linkId, currency) => {
      const found = link(linkId);
      found.currency = currency;
      for (const p of found.payments ?? []) payments.get(p.payment_id)!.currency = currency;
    },
    failNext: (count = 1, path) => void (failures = { count, path }),
    loseAnswers: (count, path) => void (lost = { count, path }),
    setDown: (value) => void (down = value),
    refundLater: (later) => void (refundsLater = later),
    settleRefunds: (status = 'processed') =>
      refunds.forEach((refund) => {
        if (refund.status !== 'pending') return;
        refund.status = status;
        // A failed refund leaves the money with the payment, to be refunded again.
        const payment = payments.get(refund.payment_id)!;
        if (status === 'failed') Object.assign(payment, { amount_refunded: payment.amount_refunded - refund.amount, status: 'captured' });
      }),
    webhook: (linkId, secret, event = 'payment_link.paid') => {
      const found = link(linkId);
      const paymentId = found.payments?.[0]?.payment_id;
      const body = {
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: ['payment_link', 'order', 'payment'],
        payload: {
          payment_link: { entity: { ...found, request: undefined } },
          payment: paymentId ? { entity: payments.get(paymentId) } : undefined,
          order: { entity: { id: rid('order'), amount: found.amount, currency: found.currency, status: 'paid' } },
        },
        created_at: Math.floor(Date.now() / 1000),
      };
      const payload = JSON.stringify(body);
      return { payload, signature: hmac(secret, payload), eventId: randomBytes(7).toString('base64url').replace(/[-_]/g, 'x') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
