import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';

export interface AdminAgent {
  cookie: string;
  csrf: string;
  email: string;
  /** app.inject with the session cookie and, for changes, the CSRF header. */
  req(
    method: string,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Signs in through the development sign-in (on outside production when Google is not configured). */
export async function signIn(t: TestApp, email: string): Promise<AdminAgent> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/auth/dev-sign-in', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'gs_admin')!.value;
  const me = await t.app.inject({ url: '/api/admin/auth/user', cookies: { gs_admin: cookie } });
  const csrf = me.json().csrfToken as string;
  return {
    cookie,
    csrf,
    email,
    req: (method, url, payload, headers = {}) =>
      t.app.inject({
        method: method as 'GET',
        url,
        cookies: { gs_admin: cookie },
        headers: { ...(method === 'GET' ? {} : { 'x-csrf-token': csrf }), ...headers },
        ...(payload === undefined
          ? {}
          : typeof payload === 'string' || Buffer.isBuffer(payload)
            ? { payload }
            : { payload: payload as object }),
      }),
  };
}

/** A multipart/form-data body with a clientId field and a logo file. */
export function logoForm(clientId: string, file: Buffer, filename = 'logo.png', type = 'image/png') {
  const boundary = `----gs${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${clientId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A stand-in for the Stripe API: /v1/balance answers 200 for sk_test_good*, 401 otherwise. */
export async function fakeStripeApi() {
  const http = await import('node:http');
  const server = http.createServer((req, res) => {
    const auth = String(req.headers.authorization ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/v1/balance') && auth.includes('sk_test_good')) {
      res.end(JSON.stringify({ object: 'balance', available: [], pending: [], livemode: false }));
    } else {
      res.statusCode = 401;
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } }),
      );
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}
