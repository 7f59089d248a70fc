/**
 * Test guard: no packet leaves loopback. Any attempt to open a TCP socket to a non-loopback
 * address throws and is recorded, so the test can assert the list stays empty.
 * Shared by the engine's network tests and the security tests.
 */
import net from 'node:net';

export const blockedSockets: string[] = [];
const origConnect = net.Socket.prototype.connect;
let installed = false;

function isLoopbackHost(host: string): boolean {
  return /^(127\.|::1$|localhost$|::ffff:127\.|\[::1\]$)/.test(host);
}

export function installNetworkGuard(): void {
  if (installed) return;
  installed = true;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = args[0] as { host?: string; path?: string } | number | string | unknown[];
    let host: string | undefined;
    if (Array.isArray(first)) host = (first[0] as { host?: string })?.host;
    else if (typeof first === 'object' && first)
      host =
        (first as { host?: string; path?: string }).host ?? ((first as { path?: string }).path ? 'unix' : 'localhost');
    else if (typeof first === 'number') host = typeof args[1] === 'string' ? (args[1] as string) : 'localhost';
    else if (typeof first === 'string') host = 'unix';
    if (host && host !== 'unix' && !isLoopbackHost(host)) {
      blockedSockets.push(host);
      throw new Error(`Test guard: socket to non-loopback address ${host} attempted`);
    }
    return (origConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
}

export function removeNetworkGuard(): void {
  if (!installed) return;
  net.Socket.prototype.connect = origConnect;
  installed = false;
}
