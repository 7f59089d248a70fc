/**
 * Admin users reference their client by its immutable id (migration 0005): renaming a tenant id keeps
 * its staff; super admins change status, role and tenant scope, each change recorded. On PGlite and
 * PostgreSQL, including the data migration from tenant slugs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { adminUsers, clients } from '@/db/schema';
import { PGLITE_EXTENSIONS } from '@/db/client';
import { createPostgresDatabase, createTestApp, DB_KINDS, type DbKind, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** The migrations folder as it was before 0005 (journal cut after 0004). */
function migrationsBefore0005(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-mig-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < 5);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

async function openRaw(kind: DbKind) {
  if (kind === 'pglite') {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite(client);
    return {
      db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: await createPostgresDatabase(), max: 2 });
  const db = drizzlePg(pool);
  return { db, migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }), close: () => pool.end() };
}

describe.each(DB_KINDS)('migration 0005 on %s', (kind) => {
  it('moves tenant-scoped admin users from the tenant slug (or domain) to the client id, keeping every row', async () => {
    const raw = await openRaw(kind);
    const before = migrationsBefore0005();
    try {
      await raw.migrate(before);
      await raw.db.execute(sql`insert into clients (id, name, tenant, domain) values
        ('11111111-1111-4111-8111-111111111111', 'Acme', 'acme', 'acme.getseen.app'),
        ('22222222-2222-4222-8222-222222222222', 'Globex', 'globex', 'globex.getseen.app')`);
      await raw.db.execute(sql`insert into admin_users (email, role, tenant_access) values
        ('root@x.test', 'super_admin', 'all'),
        ('support@x.test', 'support_staff', 'all'),
        ('acme@x.test', 'tenant_admin', 'acme'),
        ('globex@x.test', 'tenant_admin', 'Globex.getseen.app'),
        ('orphan@x.test', 'tenant_admin', 'gone')`);
      await raw.migrate(MIGRATIONS);
      const rows = (await raw.db.execute(
        sql`select email, tenant_access, client_id from admin_users order by email`,
      )) as unknown as { rows?: unknown[] } | unknown[];
      const list = (Array.isArray(rows) ? rows : rows.rows) as {
        email: string;
        tenant_access: string;
        client_id: string | null;
      }[];
      expect(list).toEqual([
        { email: 'acme@x.test', tenant_access: 'acme', client_id: '11111111-1111-4111-8111-111111111111' },
        {
          email: 'globex@x.test',
          tenant_access: 'Globex.getseen.app',
          client_id: '22222222-2222-4222-8222-222222222222',
        },
        { email: 'orphan@x.test', tenant_access: 'gone', client_id: null },
        { email: 'root@x.test', tenant_access: 'all', client_id: null },
        { email: 'support@x.test', tenant_access: 'all', client_id: null },
      ]);
    } finally {
      await raw.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});

describe.each(DB_KINDS)('admin users and tenant scope on %s', (kind) => {
  let t: TestApp;
  let sa: AdminAgent;
  let globexId: string;
  let acmeId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sa = await signIn(t, 'admin@getseen.local');
    const rows = await t.ctx.database.db.select().from(clients);
    globexId = rows.find((c) => c.tenant === 'globex')!.id;
    acmeId = rows.find((c) => c.tenant === 'acme')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const userId = async (email: string) =>
    (await t.ctx.database.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0].id;

  it('renaming a tenant id keeps its staff, who see the new name', async () => {
    const c = (
      await sa.req('POST', '/api/admin/clients', {
        tenant: 'oldname',
        name: 'Renamed Co',
        support_email: 'r@r.example',
        branding: { companyName: 'R' },
      })
    ).json();
    const add = await sa.req('POST', '/api/admin/admin-users', {
      email: 'lead@renamed.example',
      role: 'tenant_admin',
      clientId: c.id,
    });
    expect(add.statusCode).toBe(201);
    const lead = await signIn(t, 'lead@renamed.example');
    expect((await sa.req('PUT', `/api/admin/clients/${c.id}`, { tenant: 'newname' })).statusCode).toBe(200);
    const seen = (await lead.req('GET', '/api/admin/clients')).json();
    expect(seen.map((x: { tenant: string }) => x.tenant)).toEqual(['newname']);
    expect(
      (await lead.req('PUT', `/api/admin/clients/${c.id}`, { company_description: 'still mine' })).statusCode,
    ).toBe(200);
    expect((await lead.req('GET', '/api/admin/auth/user')).json()).toMatchObject({
      tenantAccess: 'newname.getseen.app',
      clientId: c.id,
    });
    const listed = (await sa.req('GET', '/api/admin/admin-users'))
      .json()
      .find((u: { email: string }) => u.email === 'lead@renamed.example');
    expect(listed).toMatchObject({ tenant_access: 'newname.getseen.app', client_id: c.id, client_name: 'Renamed Co' });
    // A new client that takes the old tenant id gets none of the old one's staff.
    const squatter = (
      await sa.req('POST', '/api/admin/clients', {
        tenant: 'oldname',
        name: 'Squatter',
        support_email: 's@s.example',
        branding: { companyName: 'S' },
      })
    ).json();
    expect((await lead.req('GET', `/api/admin/clients/${squatter.id}`)).statusCode).toBe(404);
  });

  it('changes role, tenant scope and status, effective at once, each recorded', async () => {
    await sa.req('POST', '/api/admin/admin-users', {
      email: 'staff@x.example',
      role: 'support_staff',
      tenantAccess: 'all',
    });
    const id = await userId('staff@x.example');
    const staff = await signIn(t, 'staff@x.example');
    expect((await staff.req('GET', '/api/admin/clients')).json().length).toBeGreaterThan(2);

    const scoped = await sa.req('PATCH', `/api/admin/admin-users/${id}`, { clientId: globexId });
    expect(scoped.statusCode).toBe(200);
    expect(scoped.json()).toMatchObject({
      role: 'support_staff',
      client_id: globexId,
      tenant_access: 'globex.getseen.app',
    });
    expect((await staff.req('GET', '/api/admin/clients')).json().map((c: { tenant: string }) => c.tenant)).toEqual([
      'globex',
    ]);

    const promoted = await sa.req('PATCH', `/api/admin/admin-users/${id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', tenant_access: 'all', client_id: null });
    expect((await staff.req('GET', '/api/admin/auth/user')).json().permissions.canCreateClients).toBe(true);

    expect((await sa.req('PATCH', `/api/admin/admin-users/${id}`, { role: 'tenant_admin' })).statusCode).toBe(400);
    expect(
      (await sa.req('PATCH', `/api/admin/admin-users/${id}`, { role: 'tenant_admin', clientId: acmeId })).json(),
    ).toMatchObject({ role: 'tenant_admin', client_id: acmeId });

    expect((await sa.req('PATCH', `/api/admin/admin-users/${id}`, { isActive: false })).json().is_active).toBe(false);
    expect((await staff.req('GET', '/api/admin/clients')).statusCode).toBe(401);
    expect((await sa.req('PATCH', `/api/admin/admin-users/${id}`, { isActive: true })).json().is_active).toBe(true);
    expect((await staff.req('GET', '/api/admin/clients')).statusCode).toBe(200);

    const changes = (await sa.req('GET', '/api/admin/admin-users/history'))
      .json()
      .filter((c: { adminUserId: string }) => c.adminUserId === id);
    expect(changes.map((c: { changeDescription: string }) => c.changeDescription)).toEqual([
      'staff@x.example: reactivated',
      'staff@x.example: deactivated',
      'staff@x.example: role Admin → Tenant Admin, tenant access → Acme Digital',
      'staff@x.example: role Support Staff → Admin, tenant access → all tenants',
      'staff@x.example: tenant access → Globex Search',
      'Created staff@x.example as Support Staff (all tenants)',
    ]);
    expect(changes.every((c: { createdBy: string }) => c.createdBy === 'admin@getseen.local')).toBe(true);
  });

  it('validates and refuses lock-outs: yourself, the last super admin, unknown ids and bodies', async () => {
    const me = await userId('admin@getseen.local');
    expect((await sa.req('PATCH', `/api/admin/admin-users/${me}`, { isActive: false })).statusCode).toBe(400);
    expect((await sa.req('PATCH', `/api/admin/admin-users/${me}`, { role: 'admin' })).statusCode).toBe(400);
    await sa.req('POST', '/api/admin/admin-users', { email: 'second@x.example', role: 'super_admin' });
    const second = await signIn(t, 'second@x.example');
    // Another super admin may demote this one (there is still a super admin: the one acting), effective at once.
    expect((await second.req('PATCH', `/api/admin/admin-users/${me}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await sa.req('GET', '/api/admin/admin-users')).statusCode).toBe(403);
    expect((await second.req('PATCH', `/api/admin/admin-users/${me}`, { role: 'super_admin' })).statusCode).toBe(200);
    const secondId = await userId('second@x.example');
    expect((await second.req('PATCH', `/api/admin/admin-users/${secondId}`, { isActive: false })).statusCode).toBe(400);
    expect(
      (await sa.req('PATCH', '/api/admin/admin-users/00000000-0000-4000-8000-000000000000', { isActive: false }))
        .statusCode,
    ).toBe(404);
    expect((await sa.req('PATCH', `/api/admin/admin-users/${secondId}`, {})).statusCode).toBe(400);
    expect((await sa.req('PATCH', `/api/admin/admin-users/${secondId}`, { role: 'owner' })).statusCode).toBe(400);
    expect((await sa.req('PATCH', `/api/admin/admin-users/${secondId}`, { clientId: 'acme' })).statusCode).toBe(400);
    expect(
      (
        await sa.req('POST', '/api/admin/admin-users', {
          email: 'ta2@x.example',
          role: 'tenant_admin',
          clientId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a scoped user whose client is deleted sees nothing, and can still be deactivated', async () => {
    const c = (
      await sa.req('POST', '/api/admin/clients', {
        tenant: 'shortlived',
        name: 'Short',
        support_email: 's@s.example',
        branding: { companyName: 'S' },
      })
    ).json();
    await sa.req('POST', '/api/admin/admin-users', { email: 'short@x.example', role: 'tenant_admin', clientId: c.id });
    const short = await signIn(t, 'short@x.example');
    expect((await sa.req('DELETE', `/api/admin/clients/${c.id}`)).statusCode).toBe(200);
    expect((await short.req('GET', '/api/admin/clients')).json()).toEqual([]);
    expect((await short.req('GET', '/api/admin/analyses')).json().total).toBe(0);
    const listed = (await sa.req('GET', '/api/admin/admin-users'))
      .json()
      .find((u: { email: string }) => u.email === 'short@x.example');
    expect(listed).toMatchObject({ client_id: null, client_name: null, tenant_access: 'shortlived' });
    expect((await sa.req('PATCH', `/api/admin/admin-users/${listed.id}`, { isActive: false })).statusCode).toBe(200);
  });
});
