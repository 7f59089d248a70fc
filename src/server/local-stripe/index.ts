import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_STRIPE_KEY_PREFIX } from '../services/stripe';
import { parseStripeForm } from './form';

/**
 * local-stripe, the local Stripe stand-in: the subset of Stripe's HTTP API GetSeen uses (checkout
 * sessions create/retrieve, customers create/list/retrieve, balance for the connection test), on
 * loopback only, for tenants whose secret key starts with LOCAL_STRIPE_KEY_PREFIX. The stripe SDK talks
 * to it through its host/port/protocol options, so the same code path runs as with real Stripe. Only
 * the composition root starts it, never in production (server.ts puts it on the context; services/stripe
 * refuses local keys without it). State lives in this process's memory: it is a test device.
 * startLocalStripeService runs the same API on its own port for other keys (tests reach it through STRIPE_API_BASE).
 */

interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  account: string;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent_data_metadata: Record<string, string>;
  mode: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  allow_promotion_codes: boolean | null;
  line_items: Array<{ name: string; description: string | null; unit_amount: number; quantity: number }>;
  livemode: false;
  created: number;
}

interface LocalCustomer {
  id: string;
  object: 'customer';
  account: string;
  email: string | null;
  name: string | null;
  created: number;
  livemode: false;
}

const sessions = new Map<string, LocalCheckoutSession>();
const customers = new Map<string, LocalCustomer>();
const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

function publicSession(s: LocalCheckoutSession) {
  const { account: _a, payment_intent_data_metadata: _m, line_items: _l, ...rest } = s;
  return rest;
}
function publicCustomer(c: LocalCustomer) {
  const { account: _a, ...rest } = c;
  return rest;
}

function stripeError(status: number, message: string, extra: Record<string, string> = {}) {
  return { status, body: { error: { type: 'invalid_request_error', message, ...extra } } };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

type Answer = { status: number; body: unknown };

/** POST /v1/checkout/sessions: the session a hosted checkout page (./checkout-page.ts) then shows. */
function createCheckoutSession(form: Record<string, unknown>, account: string): Answer {
  const successUrl = str(form.success_url);
  const cancelUrl = str(form.cancel_url);
  const items = Array.isArray(form.line_items) ? (form.line_items as Array<Record<string, any>>) : [];
  if (!successUrl || !cancelUrl)
    return stripeError(400, 'Missing required param: success_url.', { param: 'success_url' });
  if (!items.length) return stripeError(400, 'Missing required param: line_items.', { param: 'line_items' });
  let currency = '';
  let total = 0;
  const lineItems: LocalCheckoutSession['line_items'] = [];
  for (const item of items) {
    const pd = item.price_data ?? {};
    const unit = Number(pd.unit_amount);
    const qty = Number(item.quantity ?? 1);
    if (!pd.currency || !Number.isInteger(unit) || unit < 0)
      return stripeError(400, 'Invalid line_items[0][price_data]', { param: 'line_items' });
    currency = String(pd.currency).toLowerCase();
    total += unit * qty;
    lineItems.push({
      name: String(pd.product_data?.name ?? 'Item'),
      description: pd.product_data?.description ?? null,
      unit_amount: unit,
      quantity: qty,
    });
  }
  const customerId = str(form.customer) ?? null;
  const customer = customerId ? customers.get(customerId) : undefined;
  if (customerId && (!customer || customer.account !== account))
    return stripeError(400, `No such customer: '${customerId}'`, { code: 'resource_missing', param: 'customer' });
  const id = rid('cs_test');
  let origin: string;
  try {
    origin = new URL(successUrl).origin;
  } catch {
    return stripeError(400, 'Not a valid URL', { param: 'success_url' });
  }
  const session: LocalCheckoutSession = {
    id,
    object: 'checkout.session',
    account,
    amount_subtotal: total,
    amount_total: total,
    currency,
    customer: customerId,
    customer_email: customer ? null : (str(form.customer_email) ?? null),
    customer_details: null,
    client_reference_id: str(form.client_reference_id) ?? null,
    metadata: (form.metadata as Record<string, string>) ?? {},
    payment_intent_data_metadata: ((form.payment_intent_data as any)?.metadata as Record<string, string>) ?? {},
    mode: str(form.mode) ?? 'payment',
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    cancel_url: cancelUrl,
    url: `${origin}/test-checkout/${id}`,
    payment_intent: null,
    allow_promotion_codes: form.allow_promotion_codes === 'true',
    line_items: lineItems,
    livemode: false,
    created: now(),
  };
  sessions.set(id, session);
  return { status: 200, body: publicSession(session) };
}

function route(
  method: string,
  pathname: string,
  query: URLSearchParams,
  form: Record<string, unknown>,
  account: string,
): Answer {
  if (method === 'GET' && pathname === '/v1/balance') {
    return {
      status: 200,
      body: { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'usd' }], pending: [] },
    };
  }
  if (method === 'POST' && pathname === '/v1/checkout/sessions') return createCheckoutSession(form, account);
  let m = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(pathname);
  if (method === 'GET' && m) {
    const s = sessions.get(m[1]);
    if (!s || s.account !== account)
      return stripeError(404, `No such checkout.session: '${m[1]}'`, { code: 'resource_missing', param: 'id' });
    return { status: 200, body: publicSession(s) };
  }
  if (method === 'POST' && pathname === '/v1/customers') {
    const c: LocalCustomer = {
      id: rid('cus'),
      object: 'customer',
      account,
      email: str(form.email) ?? null,
      name: str(form.name) ?? null,
      created: now(),
      livemode: false,
    };
    customers.set(c.id, c);
    return { status: 200, body: publicCustomer(c) };
  }
  if (method === 'GET' && pathname === '/v1/customers') {
    const email = query.get('email');
    const limit = Math.min(Number(query.get('limit') ?? 10) || 10, 100);
    const data = [...customers.values()]
      .filter((c) => c.account === account && (!email || c.email === email))
      .slice(0, limit)
      .map(publicCustomer);
    return { status: 200, body: { object: 'list', url: '/v1/customers', has_more: false, data } };
  }
  m = /^\/v1\/customers\/([\w-]+)$/.exec(pathname);
  if (method === 'GET' && m) {
    const c = customers.get(m[1]);
    if (!c || c.account !== account)
      return stripeError(404, `No such customer: '${m[1]}'`, { code: 'resource_missing', param: 'id' });
    return { status: 200, body: publicCustomer(c) };
  }
  return stripeError(404, `Unrecognized request URL (${method}: ${pathname}).`);
}

/** The API for keys `acceptKey` allows (a key is the account: objects of one key are invisible to another). */
const handler = (acceptKey: (key: string) => boolean) => (req: http.IncomingMessage, res: http.ServerResponse) => {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size > 256 * 1024) req.destroy();
    else chunks.push(c);
  });
  req.on('end', () => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': rid('req') });
      res.end(JSON.stringify(body));
    };
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!acceptKey(key)) {
      const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
      return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${shown}` } });
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      const { status, body } = route(
        req.method ?? 'GET',
        url.pathname,
        url.searchParams,
        parseStripeForm(Buffer.concat(chunks).toString('utf8')),
        key,
      );
      send(status, body);
    } catch (err) {
      send(500, { error: { type: 'api_error', message: (err as Error).message } });
    }
  });
};

const isLocalKey = (key: string) =>
  key.startsWith(LOCAL_STRIPE_KEY_PREFIX) && key.length >= LOCAL_STRIPE_KEY_PREFIX.length + 4;

interface LocalStripeEndpoint {
  host: string;
  port: number;
  protocol: 'http';
}

interface LocalStripeService {
  /** For STRIPE_API_BASE. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The service on its own loopback port, for keys `acceptKey` allows. Tests run one in their own process
 * for other keys (the server then reaches it through STRIPE_API_BASE), so it outlives a server they
 * kill; sessions are shared with this module's other exports.
 */
export function startLocalStripeService(
  acceptKey: (key: string) => boolean,
  { unref = false } = {},
): Promise<LocalStripeService> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler(acceptKey));
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      if (unref) server.unref();
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

let started: Promise<LocalStripeEndpoint> | undefined;

/** Starts the service for local test keys once per process (it does not keep the process alive). */
export function startLocalStripe(): Promise<LocalStripeEndpoint> {
  started ??= startLocalStripeService(isLocalKey, { unref: true }).then(
    ({ port }) => ({ host: '127.0.0.1', port, protocol: 'http' as const }),
    (err) => {
      started = undefined;
      throw err;
    },
  );
  return started;
}

/** The test checkout page's view of a session (no account check: the id is the capability, as on Stripe's hosted page). */
export function getLocalCheckoutSession(id: string): LocalCheckoutSession | undefined {
  return sessions.get(id);
}

/** The visitor paid on the test page: the session completes and a payment intent exists. Idempotent. */
export function completeLocalCheckoutSession(
  id: string,
): { session: LocalCheckoutSession; paymentIntent: Record<string, unknown>; newlyPaid: boolean } | undefined {
  const s = sessions.get(id);
  if (!s || s.status === 'expired') return undefined;
  const newlyPaid = s.payment_status !== 'paid';
  if (newlyPaid) {
    s.payment_status = 'paid';
    s.status = 'complete';
    s.payment_intent = rid('pi');
    s.customer_details = {
      email: s.customer_email ?? (s.customer ? (customers.get(s.customer)?.email ?? null) : null),
    };
  }
  const paymentIntent = {
    id: s.payment_intent,
    object: 'payment_intent',
    amount: s.amount_total,
    amount_received: s.amount_total,
    currency: s.currency,
    customer: s.customer,
    status: 'succeeded',
    metadata: s.payment_intent_data_metadata,
    livemode: false,
    created: now(),
  };
  return { session: s, paymentIntent, newlyPaid };
}

/** Stripe's public JSON of a session, for building webhook events. */
export function localSessionJson(s: LocalCheckoutSession) {
  return publicSession(s);
}

/** A Stripe event (the JSON body of a webhook delivery) of `type` about `object`; Stripe redelivers the same id. */
export function stripeEventPayload(
  type: string,
  object: unknown,
  id = `evt_${crypto.randomBytes(12).toString('hex')}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

export function expireLocalCheckoutSession(id: string): void {
  const s = sessions.get(id);
  if (s && s.status === 'open') s.status = 'expired';
}
