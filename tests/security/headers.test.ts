/**
 * Security headers and error hygiene: CSP with the configured chat widget and analytics origins,
 * HSTS only in production, admin never frameable while visitor pages are (embedded mode), and no
 * stack trace or secret in any response body, header or log line when errors are provoked.
 */
import fs from 'node:fs';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildApp, LOG_REDACT } from '@/server/app';
import { fuzzCounters } from './helpers/counters';

const STACK = /\n\s+at |\bat [^\s]+ \(?[^)\s]*:\d+:\d+\)?|node_modules\/|\/src\/server\//;

function csp(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(headers['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values.join(' ');
  }
  return out;
}

describe('headers in development/test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      CHAT_WIDGET_ORIGIN: 'https://chat.example.net',
      ANALYTICS_ENDPOINT: 'https://collect.example.org/v1/events',
      ANALYTICS_SCRIPT: 'https://tags.example.org/tag.js',
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('CSP: scripts from self and the chat widget only; fetches to self, chat and analytics', async () => {
    const res = await t.app.inject('/api/brand-config');
    const p = csp(res.headers);
    expect(p['default-src']).toBe("'self'");
    expect(p['script-src'].split(' ').sort()).toEqual(
      ["'self'", 'https://chat.example.net', 'https://tags.example.org'].sort(),
    );
    expect(p['script-src']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(p['connect-src']).toContain('https://collect.example.org');
    expect(p['connect-src']).toContain('https://chat.example.net');
    expect(p['object-src']).toBe("'none'");
    expect(p['base-uri']).toBe("'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the chat widget default origin is in the policy without configuration', async () => {
    const d = await createTestApp('pglite');
    try {
      const p = csp((await d.app.inject('/healthz')).headers);
      expect(p['script-src']).toContain('https://widget.meclabs.ai');
      expect(p['connect-src']).not.toContain('collect.example.org');
    } finally {
      await d.close();
    }
  }, 60_000);

  it('no HSTS outside production', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('visitor pages and API are frameable (embedded mode); admin pages and admin API are not', async () => {
    for (const url of ['/api/brand-config', '/', '/embed?tenant=acme', '/report/123']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(csp(res.headers)['frame-ancestors'], url).toBe('*');
    }
    for (const url of ['/admin', '/admin/login', '/admin/clients?x=1', '/api/admin/auth/user', '/api/admin/clients']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(csp(res.headers)['frame-ancestors'], url).toBe("'none'");
    }
  });
});

describe('headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { NODE_ENV: 'production', ADMIN_EMAILS: 'admin@getseen.local' });
  }, 60_000);
  afterAll(() => t?.close());

  it('HSTS for a year with subdomains', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
  });

  it('cookies are Secure and HttpOnly', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze', payload: { url: 'http://10.0.0.1/' } });
    const cookie = res.cookies.find((c) => c.name === 'gs_visitor');
    if (cookie) {
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
    }
  });
});

describe('no stack traces or secrets in responses or logs', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  const FAKE_STRIPE = 'sk_live_' + 'A1b2C3d4E5f6G7h8I9j0';
  const FAKE_WHSEC = 'whsec_' + 'Zz9Yy8Xx7Ww6Vv5Uu4';
  const PEM = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';
  let provoked = 0;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      LLM_API_KEY: 'llm-key-0123456789abcdef',
      LLM_BASE_URL: 'http://127.0.0.1:9/',
      LLM_MODEL: 'm',
    });
    // The app as main.ts builds it, with the process logger's options, writing into `lines`.
    const log = pino({ level: 'info', redact: LOG_REDACT }, { write: (s: string) => void lines.push(s) });
    app = await buildApp({ ...t.ctx, log }, { logger: true, serveWeb: false });
    const secretMessage = `failed with ${t.config.APP_SECRET} and ${FAKE_STRIPE} ${FAKE_WHSEC} ${PEM} llm-key-0123456789abcdef postgres://u:hunter2secret@db/x`;
    app.get('/api/__test/throw', async () => {
      throw new Error(secretMessage);
    });
    app.get('/api/__test/throw-cause', async () => {
      throw new Error('outer', { cause: new TypeError(secretMessage) });
    });
    app.get('/api/__test/sql', async () => t.ctx.database.execute('select * from no_such_table_for_test'));
    app.get('/api/__test/reject-string', async () => Promise.reject(secretMessage));
    app.get('/api/__test/type-error', async () => (undefined as unknown as { x: { y: number } }).x.y);
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
    fuzzCounters.record('faults', provoked, 'errors provoked for stack/secret scan');
  });

  const scan = (what: string, text: string) => {
    expect(text, `${what} has a stack frame`).not.toMatch(STACK);
    for (const secret of [
      t.config.APP_SECRET,
      FAKE_STRIPE,
      FAKE_WHSEC,
      'BEGIN PRIVATE KEY',
      'llm-key-0123456789abcdef',
      'hunter2secret',
    ]) {
      expect(text.includes(secret), `${what} contains ${secret.slice(0, 12)}…`).toBe(false);
    }
  };

  it('provoked errors answer JSON without stack or secret, and log none either', async () => {
    const requests: Array<{ method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> }> =
      [
        { method: 'GET', url: '/api/__test/throw' },
        { method: 'GET', url: '/api/__test/throw-cause' },
        { method: 'GET', url: '/api/__test/sql' },
        { method: 'GET', url: '/api/__test/reject-string' },
        { method: 'GET', url: '/api/__test/type-error' },
        { method: 'POST', url: '/api/analyze', payload: '{"url":', headers: { 'content-type': 'application/json' } },
        {
          method: 'POST',
          url: '/api/analyze',
          payload: JSON.stringify({ url: 'x'.repeat(2 * 1024 * 1024) }),
          headers: { 'content-type': 'application/json' },
        },
        {
          method: 'POST',
          url: '/api/analyze',
          payload: 'url=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        { method: 'GET', url: '/api/analyses/not-a-uuid' },
        { method: 'GET', url: '/api/analyses/00000000-0000-0000-0000-000000000000' },
        { method: 'GET', url: '/api/admin/clients', headers: { cookie: `gs_admin=${t.config.APP_SECRET}` } },
        {
          method: 'POST',
          url: '/api/webhooks/stripe',
          payload: '{}',
          headers: { 'content-type': 'application/json', 'stripe-signature': `t=1,v1=${FAKE_WHSEC}` },
        },
        { method: 'GET', url: '/api/brand-config?tenant=' + encodeURIComponent('no such tenant') },
        { method: 'GET', url: '/%%%' },
        {
          method: 'POST',
          url: '/api/payments/verify',
          payload: '{"sessionId":"cs_test_' + 'x'.repeat(50) + '"}',
          headers: { 'content-type': 'application/json' },
        },
      ];
    for (const r of requests) {
      provoked++;
      const res = await app.inject(r);
      expect(res.statusCode, `${r.url} → ${res.body}`).toBeGreaterThanOrEqual(400);
      scan(`${r.method} ${r.url} body`, res.body);
      scan(`${r.method} ${r.url} headers`, JSON.stringify(res.headers));
      if (res.statusCode >= 500)
        expect(res.json()).toEqual({
          error: 'internal_error',
          message: 'Our analysis service is temporarily unavailable. Please try again in a few minutes.',
        });
    }
    const log = lines.join('');
    expect(log).toMatch(/unhandled error/); // the failures were logged...
    expect(log).toMatch(/no_such_table_for_test/); // ...with what went wrong...
    scan('log', log); // ...but no stack frame and no secret
  });

  it('the generated APP_SECRET file is private to the owner', () => {
    const d = fs.mkdtempSync('/tmp/gs-secret-');
    // loadConfig writes DATA_DIR/app-secret with mode 0600 when APP_SECRET is not set.
    return import('@/server/config').then(({ loadConfig }) => {
      loadConfig({ DATA_DIR: d });
      expect(fs.statSync(`${d}/app-secret`).mode & 0o077).toBe(0);
      fs.rmSync(d, { recursive: true, force: true });
    });
  });
});
