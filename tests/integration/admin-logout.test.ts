import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/admin';

describe('admin logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('ignores a logout another site started, and ends the session on our own Logout button', async () => {
    const admin = await signIn(t, 'admin@getseen.local');
    const forged = await admin.req('GET', '/api/admin/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(302);
    expect((await admin.req('GET', '/api/admin/auth/user')).statusCode).toBe(200);

    const own = await admin.req('GET', '/api/admin/auth/logout', undefined, { 'sec-fetch-site': 'same-origin' });
    expect(own.headers.location).toBe('/admin/login');
    expect((await admin.req('GET', '/api/admin/auth/user')).statusCode).toBe(401);
  });
});
