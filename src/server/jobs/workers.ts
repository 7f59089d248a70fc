import type { AppContext } from '../context';
import { startAnalysisWorkers } from './analysis-worker';
import { startAccessWorkers } from './access-workers';
import { startMonitorWorkers } from './monitor-worker';

/** Registers every queue worker of this process; returns a function that stops them. */
export async function registerWorkers(ctx: AppContext): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [
    await startAnalysisWorkers(ctx),
    await startAccessWorkers(ctx),
    await startMonitorWorkers(ctx),
  ];
  return async () => {
    for (const stop of stops) await stop();
  };
}
