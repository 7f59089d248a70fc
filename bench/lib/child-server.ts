/**
 * A server in a child process of its own, as a real site would be: serving pages then costs the
 * measured process' event loop nothing. The child is the given module run with the same Node and
 * loader flags (tsx); it prints its origin on stdout once it listens and stops on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

interface ChildServer {
  origin: string;
  close(): Promise<void>;
}

export async function startChildServer(modulePath: string): Promise<ChildServer> {
  const child = spawn(process.execPath, [...process.execArgv, modulePath], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`${modulePath} exited (${code}) before it listened`)));
  });
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** In the child: prints the origin for the parent and closes the server on SIGTERM. */
export function serveForParent(origin: string, close: () => Promise<void>): void {
  process.stdout.write(`${origin}\n`);
  process.once('SIGTERM', () => void close().then(() => process.exit(0)));
}
