import type { AppContext } from '../context';

/** Registers every queue worker of this process; returns a function that stops them. */
export async function registerWorkers(ctx: AppContext): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  void ctx;
  return async () => {
    for (const stop of stops) await stop();
  };
}
