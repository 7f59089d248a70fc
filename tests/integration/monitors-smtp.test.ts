import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { queueMail } from '@/server/services/mail';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';

/** The headers an alert carries (RFC 8058) reach the SMTP server as headers, stored with the mail for retries. */
describe.each(DB_KINDS)('mail headers over SMTP on %s', (kind) => {
  let t: TestApp;
  let server: SMTPServer;
  const received: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post with the mail', async () => {
    const link = 'http://localhost:3000/monitors/unsubscribe/abc.def';
    const sent = await queueMail(t.ctx, {
      clientId: null,
      to: ['owner@example.com'],
      subject: 'Alert',
      html: '<p>x</p>',
      text: 'x',
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(sent.status).toBe('sent');
    const raw = received.at(-1)!;
    expect(raw).toContain(`List-Unsubscribe: <${link}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
