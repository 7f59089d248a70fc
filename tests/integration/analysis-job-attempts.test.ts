/**
 * Attempts of one analysis job. pg-boss hands a job on when its lease ends, even if the run holding
 * it has not stopped yet (an engine step that does not see the abort at once, a slow database): the
 * run that lost the lease must not undo the state of the run that took over. And when pg-boss gives
 * up on a job (its last attempt's worker died), the analysis must not stay unfinished for good.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@/shared/analysis';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { findAnalysis } from '@/db/queries/analyses';
import { requestAnalysis, runAnalysisJob, type AnalyzeFn } from '@/server/services/analysis';
import { registerWorkers } from '@/server/jobs/workers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fakeResult = {
  overallScore: 61,
  aiLlmVisibilityScore: 60,
  techScore: 62,
  contentScore: 63,
  accessibilityScore: 64,
  authorityScore: 65,
} as unknown as AnalysisResult;
/** An engine run that takes `ms` and does not look at its abort signal. */
const deaf =
  (ms: number): AnalyzeFn =>
  async () => {
    await sleep(ms);
    return fakeResult;
  };

describe.each(DB_KINDS)('attempts of one analysis job on %s', (kind) => {
  let t: TestApp;
  let session: { id: string; client_id: string };
  beforeAll(async () => {
    // Lease 10 s: pg-boss looks for expired leases every 5 s.
    t = await createTestApp(kind, {
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_CACHE_MINUTES: '0',
      ANALYSIS_RENDER: 'false',
      ANALYSIS_JOB_LEASE_SECONDS: '10',
    });
    [session] = (
      await t.ctx.database.execute(
        `insert into visitor_sessions (client_id) select id from clients where tenant = 'default' returning id, client_id`,
      )
    ).rows as Array<{ id: string; client_id: string }>;
  }, 60_000);
  let stopWorkers: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stopWorkers?.();
    await t?.close();
  });

  const newAnalysis = async (n: number) =>
    (
      await requestAnalysis(t.ctx, {
        clientId: session.client_id,
        visitorSessionId: session.id,
        url: `http://127.0.0.1:9/overlap-${kind}-${n}`,
        originIp: '127.0.0.1',
        kind: 'single_page',
      })
    ).analysis.id;

  it('a run that outlived its lease and fails late does not undo the retry that completes', async () => {
    const id = await newAnalysis(1);
    // Attempt 1 times out at 100 ms but its engine step only returns at 600 ms; attempt 2 (the
    // retry pg-boss started when the lease ended) runs from 250 ms to 1050 ms and succeeds.
    const first = runAnalysisJob(t.ctx, { analysisId: id }, deaf(600), { lastAttempt: false, timeoutMs: 100 });
    const firstSettled = first.then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await sleep(250);
    const second = runAnalysisJob(t.ctx, { analysisId: id }, deaf(800), { lastAttempt: false, timeoutMs: 10_000 });
    expect(await firstSettled).toMatch(/did not finish within/);
    await second;
    const row = await findAnalysis(t.ctx.database.db, id);
    expect(row?.status).toBe('completed');
    expect(row?.overallScore).toBe(61);
  });

  it('a retryable failure leaves the analysis unfinished for the next attempt, which completes it', async () => {
    const id = await newAnalysis(2);
    await expect(
      runAnalysisJob(t.ctx, { analysisId: id }, async () => Promise.reject(new Error('browser crashed')), {
        lastAttempt: false,
      }),
    ).rejects.toThrow('browser crashed');
    const between = await findAnalysis(t.ctx.database.db, id);
    expect(['pending', 'processing']).toContain(between?.status);
    expect(between?.error).toBe('browser crashed');
    await runAnalysisJob(t.ctx, { analysisId: id }, deaf(10), { lastAttempt: false });
    const row = await findAnalysis(t.ctx.database.db, id);
    expect(row?.status).toBe('completed');
    expect(row?.error).toBeNull();
  });

  it('an analysis whose last attempt died with its worker is failed, not left running for good', async () => {
    const id = await newAnalysis(3);
    const jobId = (await findAnalysis(t.ctx.database.db, id))!.jobId!;
    // The state a worker killed during the last attempt leaves: the row 'processing', the job active
    // on its last retry with its lease long over.
    await t.ctx.database.execute(`update analyses set status = 'processing', progress_step = 2 where id = $1`, [id]);
    await t.ctx.database.execute(
      `update pgboss.job set state = 'active', retry_count = retry_limit, started_on = now() - interval '1 hour' where id = $1`,
      [jobId],
    );
    stopWorkers = await registerWorkers(t.ctx);
    let row = await findAnalysis(t.ctx.database.db, id);
    for (let i = 0; i < 120 && row?.status === 'processing'; i++) {
      await sleep(250);
      row = await findAnalysis(t.ctx.database.db, id);
    }
    expect(row?.status).toBe('failed');
    expect(row?.errorCode).toBe('analysis_failed');
    const { rows } = await t.ctx.database.execute(`select state from pgboss.job where id = $1 and name = 'analysis'`, [
      jobId,
    ]);
    expect(rows[0]?.state).toBe('failed');
  }, 45_000);
});
