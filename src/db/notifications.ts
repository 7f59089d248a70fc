/**
 * PostgreSQL LISTEN on a dedicated connection, for caches that must hear about changes made by other
 * processes (docs/decisions/023). The connection is re-opened after a loss; the listener hears `ready`
 * (listening: whatever it holds may be stale, so it starts afresh), `notify` and `lost` (not listening:
 * it must not trust a cache until the next `ready`).
 */
import pg from 'pg';

export type ListenEvent = 'ready' | 'notify' | 'lost';
export type ListenHandler = (event: ListenEvent) => void;

/** Raised by triggers on `clients` and `products` (migration 0008) once per changing transaction, after commit. */
export const TENANT_CHANGES_CHANNEL = 'getseen_tenants';

const RETRY_MS = 1000;

/** Listens until close(); resolves once the first attempt to connect has succeeded or failed. */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onEvent: ListenHandler,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client) => {
    if (client !== current) return;
    current = null;
    onEvent('lost');
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) onEvent('notify');
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
      return;
    }
    if (closed) return void client.end().catch(() => {});
    current = client;
    onEvent('ready');
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
