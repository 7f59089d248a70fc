/**
 * Fault: the server SIGKILLed around payments (issue 8): after a restart no payment grant is lost or doubled.
 *
 * The local Stripe stand-in (src/server/local-stripe) runs in THIS process on loopback and the server
 * reaches it through STRIPE_API_BASE (the tenant's key is outside the local prefix, set through the admin
 * API), so it outlives the server and keeps its checkout sessions, as Stripe does. Webhooks are signed as
 * Stripe signs them (Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">) and redelivered with the
 * same event id and body, as Stripe retries.
 *
 *  1. Checkouts created, server SIGKILLed, customers pay while it is down (delivery refused), restart,
 *     Stripe redelivers: access granted once.
 *  2. Server SIGKILLed 0-120 ms after buyers' webhooks (both events at once) or verify calls were written;
 *     restart; redelivery and two more replays: exactly one grant, never zero, never two.
 *  3. After a restart the visitor's verify call grants when no webhook came; the late webhook, and a
 *     webhook racing a verify, add nothing.
 * Finally the database holds, per payment, one paid row, one grant, one report mail, and every event id once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '@/db/client';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  completeLocalCheckoutSession,
  getLocalCheckoutSession,
  localSessionJson,
  startLocalStripeService,
  stripeEventPayload,
} from '@/server/local-stripe';
import { createPostgresDatabase } from '../helpers/app';
import { freePort } from '@/engine/testing/ports';
import { startFixtureServer } from '@/engine/testing/serve-fixtures';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { fuzzCounters } from './helpers/counters';

const APP_SECRET = 'crash-pay-secret-crash-pay-secret-0123456789';

/**
 * Scenario 2: per round, how long before the round's one SIGKILL each buyer's request left (one buyer per
 * offset, the requests overlap, so some are cut before, some during and some after applying). Round 1 is
 * webhooks only; round 2 adds the visitors' own verify calls. At most 20 checkouts per server life (rate limit).
 */
const KILL_ROUNDS: Array<Array<{ ms: number; via: 'webhook' | 'verify' }>> = [
  [0, 2, 5, 10, 20, 40, 70, 100].map((ms) => ({ ms, via: 'webhook' as const })),
  [
    ...[15, 30, 50, 85, 120].map((ms) => ({ ms, via: 'webhook' as const })),
    ...[10, 45, 90].map((ms) => ({ ms, via: 'verify' as const })),
  ],
];

/**
 * Waits until performance.now() reaches `at`: a timer for the bulk (so the Stripe service in this process
 * keeps answering), then a busy-wait for the last milliseconds (timers drift by milliseconds).
 */
async function waitUntil(at: number): Promise<void> {
  if (at - performance.now() > 12) await new Promise((r) => setTimeout(r, at - performance.now() - 8));
  while (performance.now() < at) {
    /* spin */
  }
}

/** A connection opened ahead, so a request can be written at an exact moment; `status` is its answer, 0 if none. */
async function openWire(base: string): Promise<{ socket: net.Socket; status: Promise<number> }> {
  const { hostname, port } = new URL(base);
  const socket = net.connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setNoDelay(true);
  socket.on('error', () => {});
  let data = '';
  socket.on('data', (c: Buffer) => (data += c.toString('latin1')));
  const status = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0))),
  );
  return { socket, status };
}

/** An HTTP/1.1 POST of a JSON body, as bytes to write on a wire. */
function rawRequest(base: string, pathname: string, headers: Record<string, string>, body: string): string {
  const all = {
    host: new URL(base).host,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...headers,
  };
  return `POST ${pathname} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n${body}`;
}

/** Stripe's signature scheme: v1 = HMAC-SHA256(secret, `${t}.${payload}`), hex. */
function stripeSignature(payload: string, secret: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex')}`;
}

interface Buyer {
  label: string;
  cookie: string;
  sessionId: string;
  analysisId: string;
  checkoutSessionId: string;
  /** The webhook bodies Stripe keeps for this payment once paid (same ids on every delivery). */
  events: string[];
}

async function paymentCrashScenario(kind: 'pglite' | 'postgres', rounds = KILL_ROUNDS) {
  const started = Date.now();
  const secretKey = `sk_test_crash${crypto.randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_crash${crypto.randomBytes(16).toString('hex')}`;
  const stripe = await startLocalStripeService((key) => key === secretKey);
  const fixtures = await startFixtureServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-crash-pay-'));
  const databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    APP_SECRET,
    STRIPE_API_BASE: stripe.url,
    ALLOW_PRIVATE_NETWORK: 'true',
    ANALYSIS_RENDER: 'false',
    ANALYSIS_CONCURRENCY: '8',
    ANALYSIS_CACHE_MINUTES: '0',
    // Every buyer comes from 127.0.0.1: the per-address free-trial allowance (decision 011) would run out.
    FREE_TRIAL_PER_IP_PER_DAY: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let faults = 0;
  let deliveries = 0;
  const crashStates: string[] = [];
  const start = async () => {
    const child = await startServerProcess(env, port);
    running.add(child);
    child.child.once('exit', () => running.delete(child));
    return child;
  };
  let server = await start();
  const restart = async () => {
    server = await start();
  };
  const kill = async () => {
    await server.kill('SIGKILL');
    faults++;
  };

  /** One Stripe delivery attempt: the status, or 0 when the server did not answer. */
  const deliver = async (payload: string): Promise<number> => {
    deliveries++;
    const res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, webhookSecret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    }).catch(() => null);
    return res?.status ?? 0;
  };
  /** Stripe's retry after a restart: every event answered 200 (a 5xx would be retried, but is a defect here). */
  const redeliverAll = async (b: Buyer) => {
    for (const payload of b.events) {
      const status = await deliver(payload);
      expect(status, `${b.label}: redelivery answered ${status}\n${server.output()}`).toBe(200);
    }
  };
  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, any> });
  const get = (b: Buyer, url: string) => fetch(`${server.url}${url}`, { headers: { cookie: b.cookie } }).then(json);
  const post = (b: Buyer, url: string, body: object) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { cookie: b.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(json);

  /** A visitor (own session) with a finished analysis of the fixture site and an open checkout for it. */
  const newBuyer = async (label: string): Promise<Buyer> => {
    const analyzed = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${fixtures.url}?buyer=${label}` }),
    });
    expect(analyzed.status, await analyzed.clone().text()).toBe(200);
    const cookie = analyzed.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('gs_visitor='))!;
    const report = (await analyzed.json()) as { id: string; access: { locked: boolean } };
    expect(report.access.locked).toBe(true);
    const analysisId = report.id;
    const b: Buyer = {
      label,
      cookie,
      sessionId: decodeURIComponent(cookie.slice('gs_visitor='.length)).split('.')[0],
      analysisId,
      checkoutSessionId: '',
      events: [],
    };
    const checkout = await post(b, '/api/payments/create-checkout', {
      productType: 'single_page',
      email: `${label}@example.com`,
      successUrl: `${server.url}/`,
      cancelUrl: `${server.url}/`,
      analysisId,
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    b.checkoutSessionId = /\/test-checkout\/(cs_test_\w+)/.exec(checkout.body.checkoutUrl)![1];
    expect(getLocalCheckoutSession(b.checkoutSessionId)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2495,
    });
    return b;
  };
  /** The customer pays on Stripe's page: the session completes and Stripe queues its two events. */
  const pay = (b: Buyer) => {
    const done = completeLocalCheckoutSession(b.checkoutSessionId)!;
    expect(done.newlyPaid).toBe(true);
    b.events = [
      stripeEventPayload('checkout.session.completed', localSessionJson(done.session)),
      stripeEventPayload('payment_intent.succeeded', done.paymentIntent),
    ];
  };
  const hasAccess = async (b: Buyer) => {
    const status = await get(b, `/api/sessions/${b.sessionId}/access-status?analysisId=${b.analysisId}`);
    expect(status.status).toBe(200);
    return status.body as { hasAccess: boolean; paymentVerified: boolean; accessType: string | null };
  };
  const expectUnlocked = async (b: Buyer) => {
    expect(await hasAccess(b), b.label).toMatchObject({ hasAccess: true, paymentVerified: true, accessType: 'paid' });
    const report = await get(b, `/api/analyses/${b.analysisId}`);
    expect(report.status).toBe(200);
    expect(report.body.access, b.label).toEqual({ locked: false, reason: 'paid' });
  };

  const buyers: Buyer[] = [];
  let finished = false;
  try {
    // The tenant's own Stripe account (not the local prefix), set through the admin API, which encrypts it.
    const signedIn = await fetch(`${server.url}/api/admin/auth/dev-sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@getseen.local' }),
    });
    expect(signedIn.status).toBe(200);
    const adminCookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('gs_admin='))!;
    const me = await fetch(`${server.url}/api/admin/auth/user`, { headers: { cookie: adminCookie } }).then(json);
    const admin = {
      cookie: adminCookie,
      'x-csrf-token': me.body.csrfToken as string,
      'content-type': 'application/json',
    };
    const clientsList = await fetch(`${server.url}/api/admin/clients`, { headers: { cookie: adminCookie } }).then(
      (r) => r.json() as Promise<Array<{ id: string; tenant: string }>>,
    );
    const tenantId = clientsList.find((c) => c.tenant === 'default')!.id;
    const configured = await fetch(`${server.url}/api/admin/clients/${tenantId}/stripe-config`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ enabled: true, testMode: true, secretKey, webhookSecret }),
    });
    expect(configured.status, await configured.clone().text()).toBe(200);
    const connection = await fetch(`${server.url}/api/admin/clients/${tenantId}/test-stripe`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ secretKey }),
    }).then(json);
    expect(connection.body).toEqual({ success: true });

    // Everyone's checkout is created before the first crash.
    const [late, verifier, racer, ...killed] = await Promise.all(
      [
        'late-delivery', // scenario 1
        'verify-no-webhook', // scenario 3
        'verify-races-webhook', // scenario 3, verify and webhooks at once
        ...rounds.flat().map(({ ms, via }) => `kill-${via}-${ms}ms`), // scenario 2
      ].map(newBuyer),
    );
    const byOffset = new Map(rounds.flat().map(({ ms, via }, i) => [`${via}-${ms}`, killed[i]]));
    buyers.push(late, verifier, racer, ...killed);
    for (const b of buyers) expect((await hasAccess(b)).hasAccess, b.label).toBe(false);
    for (const b of killed) pay(b); // Stripe is about to deliver their events

    /**
     * Scenario 2, one round: each request is written on a connection opened beforehand, `ms` before the
     * round's one SIGKILL. Returns (server down) the checks to run after the restart.
     */
    const killRound = async (round: (typeof rounds)[number]) => {
      const plan = await Promise.all(
        round.map(async ({ ms, via }) => {
          const b = byOffset.get(`${via}-${ms}`)!;
          const raws =
            via === 'webhook'
              ? b.events.map((payload) =>
                  rawRequest(
                    server.url,
                    '/api/webhooks/stripe',
                    { 'stripe-signature': stripeSignature(payload, webhookSecret) },
                    payload,
                  ),
                )
              : [
                  rawRequest(
                    server.url,
                    '/api/payments/verify',
                    { cookie: b.cookie },
                    JSON.stringify({ sessionId: b.checkoutSessionId }),
                  ),
                ];
          return { via, b, ms, raws, wires: await Promise.all(raws.map(() => openWire(server.url))), sentAt: 0 };
        }),
      );
      plan.sort((x, y) => y.ms - x.ms);
      const killAt = performance.now() + plan[0].ms + 5;
      for (const p of plan) {
        await waitUntil(killAt - p.ms);
        p.wires.forEach((w, i) => w.socket.write(p.raws[i]));
        p.sentAt = performance.now();
      }
      await waitUntil(killAt);
      server.child.kill('SIGKILL');
      const killedAt = performance.now();
      await kill();
      deliveries += plan.filter((p) => p.via === 'webhook').reduce((n, p) => n + p.raws.length, 0);
      const answered = await Promise.all(
        plan.map(async (p) => (await Promise.all(p.wires.map((w) => w.status))).every((st) => st === 200)),
      );
      return async () => {
        for (const [i, { via, b, sentAt }] of plan.entries()) {
          const left = await hasAccess(b);
          crashStates.push(
            `${via}@${(killedAt - sentAt).toFixed(1)}ms:${answered[i] ? 'answered' : left.hasAccess ? 'granted' : left.paymentVerified ? 'paid-no-grant' : 'nothing'}`,
          );
          expect(
            left.hasAccess || !answered[i],
            `${b.label}: answered 200 before the kill, but the grant is gone`,
          ).toBe(true);
          if (via === 'verify') {
            // The visitor reloads the return page.
            const again = await post(b, '/api/payments/verify', { sessionId: b.checkoutSessionId });
            expect(again.status, JSON.stringify(again.body)).toBe(200);
            expect(again.body).toMatchObject({ verified: true, accessGranted: true });
          }
          await redeliverAll(b); // Stripe's retry of the same event ids
          await expectUnlocked(b);
          await redeliverAll(b); // and two more replays
          await redeliverAll(b);
          await expectUnlocked(b);
        }
      };
    };

    // First SIGKILL: round 1's webhooks in flight. While the server is down the other buyers pay; Stripe's delivery is refused.
    const checkRound1 = await killRound(rounds[0]);
    for (const b of [late, verifier, racer]) pay(b);
    for (const payload of late.events) expect(await deliver(payload)).toBe(0);
    await restart();
    await checkRound1();

    // 1. Stripe retries the refused delivery: granted once.
    expect((await hasAccess(late)).hasAccess).toBe(false); // nothing arrived yet
    await redeliverAll(late);
    await expectUnlocked(late);
    await redeliverAll(late); // a further retry
    await expectUnlocked(late);

    // 3. No webhook ever came for this one: the visitor's return (verify) grants; the late webhook adds nothing.
    const verified = await post(verifier, '/api/payments/verify', {
      sessionId: verifier.checkoutSessionId,
      analysisId: verifier.analysisId,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ verified: true, accessGranted: true, analysisId: verifier.analysisId });
    await expectUnlocked(verifier);
    await redeliverAll(verifier);
    expect(
      (await post(verifier, '/api/payments/verify', { sessionId: verifier.checkoutSessionId })).body,
    ).toMatchObject({ verified: true });
    await expectUnlocked(verifier);
    // Verify and both webhooks at the same moment.
    const raced = await Promise.all([
      post(racer, '/api/payments/verify', { sessionId: racer.checkoutSessionId }),
      ...racer.events.map((payload) => deliver(payload)),
    ]);
    expect(raced[0].status, JSON.stringify(raced[0].body)).toBe(200);
    expect(raced.slice(1)).toEqual([200, 200]);
    await expectUnlocked(racer);

    // 2, further rounds: each its own SIGKILL and restart.
    for (const round of rounds.slice(1)) {
      const check = await killRound(round);
      await restart();
      await check();
    }
    for (const b of buyers) await expectUnlocked(b);
    finished = true;
  } finally {
    await server.kill('SIGTERM');
    await fixtures.close();
    await stripe.close();
    if (!finished) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // The database: per payment one paid row, one grant, one report mail; every delivered event id recorded once.
  const query = await dbReader(kind, databaseUrl, dataDir);
  try {
    for (const b of buyers) {
      const paid = await query(`select id, status from payments where stripe_checkout_session_id = $1`, [
        b.checkoutSessionId,
      ]);
      expect(paid, b.label).toHaveLength(1);
      expect(paid[0].status, b.label).toBe('paid');
      const grants = await query(
        `select visitor_session_id, analysis_id from access_grants where access_type = 'paid' and source_id like $1`,
        [`payment:${paid[0].id}:%`],
      );
      expect(grants, b.label).toEqual([{ visitor_session_id: b.sessionId, analysis_id: b.analysisId }]);
      expect(
        await query(`select id from outbound_mail where dedupe_key = $1`, [`payment:${paid[0].id}`]),
        b.label,
      ).toHaveLength(1);
      for (const payload of b.events)
        expect(
          await query(`select id from stripe_events where id = $1`, [JSON.parse(payload).id]),
          b.label,
        ).toHaveLength(1);
    }
    const allPaidGrants = await query(`select id from access_grants where access_type = 'paid'`);
    expect(allPaidGrants).toHaveLength(buyers.length);
    // The keys are stored encrypted.
    const stored = JSON.stringify(await query(`select stripe_config from clients`));
    expect(stored).not.toContain(secretKey);
    expect(stored).not.toContain(webhookSecret);
  } finally {
    await query.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = `${faults} SIGKILLs, ${buyers.length} payments, ${deliveries} webhook deliveries; left by the kill: ${crashStates.join(' ')}; ${seconds} s`;
  fuzzCounters.record('faults', faults, `server SIGKILL around payments (${kind}): ${summary}`);
  console.info(`[crash-payment ${kind}] ${summary}`);
  expect(faults).toBe(rounds.length);
}

/** Server children still running: killed if a test ends without stopping its own (e.g. a time-out). */
const running = new Set<ServerProcess>();

type Reader = ((sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>) & {
  close(): Promise<void>;
};

/** Reads the server's database after it stopped (PGlite allows one process at a time). */
async function dbReader(
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<Reader> {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return Object.assign(async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows, {
      close: () => client.end(),
    });
  }
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  await db.waitReady;
  return Object.assign(
    async (sql: string, params: unknown[] = []) => (await db.query<Record<string, unknown>>(sql, params)).rows,
    { close: () => db.close() },
  );
}

describe('server killed with SIGKILL around payments', () => {
  afterAll(() => {
    for (const child of running) child.child.kill('SIGKILL');
  });
  // About 20 s each on a quiet machine; server start-ups dominate and stretch under load, hence the time-outs.
  it.runIf(Boolean(inject('postgresUrl')))(
    'PostgreSQL: no grant lost or doubled',
    () => paymentCrashScenario('postgres'),
    120_000,
  );
  // PGlite start-ups take longer: the first round only (one SIGKILL).
  it(
    'PGlite (DATA_DIR): no grant lost or doubled',
    () => paymentCrashScenario('pglite', KILL_ROUNDS.slice(0, 1)),
    120_000,
  );
});
