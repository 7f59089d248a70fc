import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { analyses, clients, monitorRuns, monitors, outboundMail } from '@/db/schema';
import { startAnalysisWorkers } from '@/server/jobs/analysis-worker';
import { runMonitorRun, sweepDueMonitors } from '@/server/services/monitors/runs';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';
import { startMonitorSite, type MonitorSite } from '../helpers/monitor-site';

const DAY = 86_400_000;
const BLOCK_SEARCH_AGENT = 'User-agent: OAI-SearchBot\nDisallow: /\n\n';

/**
 * The proof (docs/decisions/022): a monitor of a fixture site runs, the site's robots.txt starts
 * blocking an AI search agent, the next run mails exactly one alert, and a third unchanged run none.
 * Periods are moved by giving the sweeper a later `now`; runs go through the real analysis queue.
 */
describe.each(DB_KINDS)('monitor alerts on %s', (kind) => {
  let t: TestApp;
  let site: MonitorSite;
  let admin: AdminAgent;
  let clientId = '';
  let stopAnalysis: (() => Promise<void>) | undefined;
  const startWorkers = async () => (stopAnalysis = await startAnalysisWorkers(t.ctx));

  beforeAll(async () => {
    site = await startMonitorSite();
    t = await createTestApp(kind, {
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_RENDER: 'false',
      ANALYSIS_FETCH_TIMEOUT_MS: '20000',
    });
    await startWorkers();
    admin = await signIn(t, 'admin@getseen.local');
    const [row] = await t.ctx.database.db.select().from(clients).where(eq(clients.tenant, 'default'));
    clientId = row.id;
  }, 120_000);
  afterAll(async () => {
    await stopAnalysis?.();
    await t?.close();
    await site?.close();
  });

  const alertsTo = (email: string) =>
    t.ctx.database.db
      .select()
      .from(outboundMail)
      .where(and(eq(outboundMail.toAddresses, email), like(outboundMail.subject, 'Alert:%')));
  const createMonitor = async (email: string, url = site.url) => {
    const res = await admin.req('POST', '/api/admin/monitors', { clientId, url, frequency: 'daily', email });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  /** Sweeps at `now` and runs what it queued, as the worker would. */
  const sweepAndRun = async (now: Date) => {
    const runs = await sweepDueMonitors(t.ctx, now);
    return Promise.all(runs.map((id) => runMonitorRun(t.ctx, id, { timeoutMs: 60_000 })));
  };

  it('mails exactly one alert when robots.txt starts blocking an AI search agent, none after an unchanged run', async () => {
    const email = 'owner@example.com';
    const monitorId = await createMonitor(email);
    const start = new Date();
    expect(await sweepAndRun(start)).toEqual(['finished']); // the baseline
    site.robots = BLOCK_SEARCH_AGENT + site.robots;
    expect(await sweepAndRun(new Date(start.getTime() + DAY))).toEqual(['alerted']);
    expect(await sweepAndRun(new Date(start.getTime() + 2 * DAY))).toEqual(['finished']);
    // Sweeping the same period again creates no second run.
    expect(await sweepDueMonitors(t.ctx, new Date(start.getTime() + 2 * DAY))).toEqual([]);

    const alerts = await alertsTo(email);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert.text).toContain('AI crawlers newly blocked: OAI-SearchBot');
    expect(alert.text).toContain('Allowed -> Blocked');
    expect(alert.html).toContain(site.url);
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(alert.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/monitors\/unsubscribe\/.+>$/);
    const runs = await t.ctx.database.db.select().from(monitorRuns).where(eq(monitorRuns.monitorId, monitorId));
    expect(runs.map((r) => [r.status, r.alerted])).toEqual([
      ['completed', false],
      ['completed', true],
      ['completed', false],
    ]);
    site.robots = site.robots.replace(BLOCK_SEARCH_AGENT, '');
  }, 180_000);

  it('a run whose worker died mid-run is resumed: one analysis, one alert, and re-running a finished run does nothing', async () => {
    const email = 'resumed@example.com';
    const url = `${site.url}?monitor=resume`;
    const monitorId = await createMonitor(email, url);
    const start = new Date();
    expect(await sweepAndRun(start)).toEqual(['finished']);

    // The next period: the analysis workers are down, so the attempt gives up waiting (as a killed worker would stop).
    await stopAnalysis?.();
    site.robots = BLOCK_SEARCH_AGENT + site.robots;
    const [runId] = await sweepDueMonitors(t.ctx, new Date(start.getTime() + DAY));
    await expect(runMonitorRun(t.ctx, runId, { timeoutMs: 1_500 })).rejects.toThrow(/has not finished yet/);
    await startWorkers();
    expect(await runMonitorRun(t.ctx, runId, { timeoutMs: 60_000 })).toBe('alerted');
    expect(await runMonitorRun(t.ctx, runId, { timeoutMs: 60_000 })).toBe('skipped');

    // The process died after mailing but before recording the run: the run and the baseline are as before it.
    const [monitor] = await t.ctx.database.db.select().from(monitors).where(eq(monitors.id, monitorId));
    const [first] = await t.ctx.database.db
      .select()
      .from(monitorRuns)
      .where(and(eq(monitorRuns.monitorId, monitorId), eq(monitorRuns.period, monitor.lastPeriod! - 1)));
    await t.ctx.database.db.update(monitorRuns).set({ status: 'running' }).where(eq(monitorRuns.id, runId));
    await t.ctx.database.db
      .update(monitors)
      .set({ lastPeriod: first.period, lastSnapshot: first.snapshot })
      .where(eq(monitors.id, monitorId));
    expect(await runMonitorRun(t.ctx, runId, { timeoutMs: 60_000 })).toBe('alerted');

    expect(await alertsTo(email)).toHaveLength(1);
    const [run] = await t.ctx.database.db.select().from(monitorRuns).where(eq(monitorRuns.id, runId));
    expect(run.attempts).toBe(3); // the one that gave up, the one that alerted, the one after the "crash"; the skipped call is none
    const analysed = await t.ctx.database.db.select().from(analyses).where(eq(analyses.url, url));
    expect(analysed).toHaveLength(2); // the baseline's and this run's, not one per attempt
    site.robots = site.robots.replace(BLOCK_SEARCH_AGENT, '');
  }, 180_000);
});
