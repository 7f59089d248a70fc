import type { Db, SqlExecutor } from '../client';
import { reportRequests } from '../schema';

export async function insertLead(db: Db, values: typeof reportRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(reportRequests).values(values).returning({ id: reportRequests.id });
  return row.id;
}

/** A lead as stored (snake_case columns) with its tenant id. */
export async function findLeadWithTenant(execute: SqlExecutor, id: string): Promise<Record<string, any> | undefined> {
  const { rows } = await execute(
    `select r.*, c.tenant from report_requests r join clients c on c.id = r.client_id where r.id = $1`,
    [id],
  );
  return rows[0];
}
