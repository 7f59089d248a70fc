import type { AppContext } from '../context';
import { findVisitorSession, insertVisitorSession, type VisitorSessionRow } from '@/db/queries/visitor-sessions';
import { notFound } from '../errors';

/** Visitor sessions belong to one tenant; the cookie naming one is read and set by plugins/visitor-session.ts. */
export const visitorSessionOf = (ctx: AppContext, id: string, clientId: string) =>
  findVisitorSession(ctx.database.db, id, clientId);

export const startVisitorSession = (ctx: AppContext, clientId: string) =>
  insertVisitorSession(ctx.database.db, clientId);

/** A session of this tenant named by id (an admin opening it), else 404. */
export async function requireVisitorSession(ctx: AppContext, id: string, clientId: string): Promise<VisitorSessionRow> {
  const row = await visitorSessionOf(ctx, id, clientId);
  if (!row) throw notFound('No visitor session of this site has this id');
  return row;
}
