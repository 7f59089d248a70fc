/** The egress proxy's CONNECT tunnels (https, ws, wss): to a checked address, or a 403 without connecting. */
import type http from 'node:http';
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import { destroyQuietly, EGRESS_REFUSED_HEADER, Refusal, type EgressGuard } from './egress-guard';

/** Parses `host:port` of a CONNECT request (IPv6 in brackets). */
function parseAuthority(authority: string): { host: string; port: number } | null {
  const m = /^(\[[0-9a-f:.%]+\]|[^:/\s[\]@]+):(\d{1,5})$/i.exec(authority.trim());
  if (!m) return null;
  const port = Number(m[2]);
  if (!(port > 0 && port < 65536)) return null;
  return { host: m[1], port };
}

/** Joins the client to the upstream socket, with the bytes the client sent while the target was checked. */
function openTunnel(guard: EgressGuard, client: Duplex, up: net.Socket, early: Buffer[], idleTimeoutMs: number): void {
  guard.stats.connected++;
  up.on('error', () => destroyQuietly(client));
  up.setTimeout(idleTimeoutMs, () => destroyQuietly(up, client));
  up.once('close', () => destroyQuietly(client));
  client.pause();
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
  for (const b of early) up.write(b);
  client.pipe(up);
  up.pipe(client);
}

export function handleConnect(
  guard: EgressGuard,
  idleTimeoutMs: number,
  req: http.IncomingMessage,
  client: Duplex,
  head: Buffer,
): void {
  client.on('error', () => undefined);
  const target = parseAuthority(req.url ?? '');
  const reply = (status: string) => {
    if (client.writable)
      client.end(
        `HTTP/1.1 ${status}\r\n${EGRESS_REFUSED_HEADER}: ${status.startsWith('403') ? 'refused' : 'failed'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`,
      );
    setTimeout(() => destroyQuietly(client), 1000).unref();
  };
  if (!target) {
    guard.stats.refused++;
    reply('400 Bad Request');
    return;
  }
  let upstream: net.Socket | null = null;
  let clientGone = false;
  client.once('close', () => {
    clientGone = true;
    destroyQuietly(upstream);
  });
  // Read while the target is resolved, so a client that goes away is noticed (the server is
  // half-open: without reading, its end would never be seen); early bytes are kept for the tunnel.
  const early: Buffer[] = head?.length ? [head] : [];
  let earlyBytes = early.length ? head.length : 0;
  const onEarly = (b: Buffer) => {
    early.push(b);
    earlyBytes += b.length;
    if (earlyBytes > 1 << 16) destroyQuietly(client);
  };
  const onEarlyEnd = () => destroyQuietly(client);
  client.on('data', onEarly);
  client.once('end', onEarlyEnd);
  guard
    .resolveTarget(target.host, target.port)
    .then((addresses) => (clientGone ? null : guard.connectPinned(addresses, target.port)))
    .then(
      (up) => {
        if (!up) return;
        upstream = up;
        if (clientGone) {
          destroyQuietly(up);
          return;
        }
        client.removeListener('data', onEarly);
        client.removeListener('end', onEarlyEnd);
        openTunnel(guard, client, up, early, idleTimeoutMs);
      },
      (e) => {
        if (e instanceof Refusal) {
          guard.noteRefused(target.host, target.port);
          reply('403 Forbidden');
        } else {
          guard.stats.failed++;
          reply('502 Bad Gateway');
        }
      },
    );
}
