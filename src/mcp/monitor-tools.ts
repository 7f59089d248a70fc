/**
 * The MCP tools for a GetSeen server's monitors (docs/decisions/029): list_monitors reads
 * GET /api/v1/monitors, add_monitor calls POST /api/v1/monitors with the configured API key.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { TenantMonitor, V1MonitorList } from '@/shared/monitors-api';
import { createMonitor, fetchMonitors, RemoteError, type RemoteConfig } from './remote';

const text = (t: string, isError = false) => ({
  content: [{ type: 'text' as const, text: t }],
  ...(isError ? { isError } : {}),
});
const failed = (what: string, e: unknown) =>
  text(e instanceof RemoteError ? e.message : `${what} failed: ${(e as Error).message}`, true);

const day = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '–');

/** One monitor in one line: page, how often, status, last run and score, next run, alerts. */
function monitorLine(m: TenantMonitor): string {
  const last = m.lastRunAt ? `last run ${day(m.lastRunAt)} (score ${m.lastScore ?? '–'})` : 'not run yet';
  const next = m.status === 'active' ? `, next ${day(m.nextRunAt)} UTC` : '';
  return `${m.url}: ${m.frequency}, ${m.status}, ${last}${next}; alerts to ${m.email} on a drop of ${m.scoreDropThreshold}+ points [${m.id}]`;
}

function describeMonitors(list: V1MonitorList): string {
  const head = `${list.monitors.length} of ${list.total} monitor(s); ${list.cap.used} of ${list.cap.max} active places used.`;
  return [head, ...list.monitors.map((m) => `- ${monitorLine(m)}`)].join('\n');
}

export function registerMonitorTools(server: McpServer, remote: RemoteConfig) {
  server.registerTool(
    'list_monitors',
    {
      title: "List the tenant's GetSeen monitors",
      description:
        "Lists the pages the configured GetSeen server (GETSEEN_URL, GETSEEN_API_KEY) re-checks for the API key's tenant: how often, whether active, the last run's score, the next run and where alerts go, and the tenant's monitor limit.",
      inputSchema: {
        format: z
          .enum(['summary', 'json'])
          .default('summary')
          .describe('summary: one line per monitor; json: the list as the API answers it'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ format }, extra) => {
      if (!remote.ok) return text(remote.problem, true);
      try {
        const list = await fetchMonitors(remote, extra.signal);
        return text(format === 'json' ? JSON.stringify(list) : describeMonitors(list));
      } catch (e) {
        return failed('Listing the monitors', e);
      }
    },
  );
  server.registerTool(
    'add_monitor',
    {
      title: 'Monitor a page with GetSeen',
      description:
        "Subscribes a page of the API key's tenant to scheduled re-checks on the configured GetSeen server: an e-mail alert goes to the address when an AI crawler gets blocked, noindex appears, the page starts failing or the score drops by the threshold. Active at once; counts against the tenant's monitor limit. Needs a key with full access.",
      inputSchema: {
        url: z.string().min(1).max(2048).describe('The page to re-check, e.g. https://example.com/pricing'),
        email: z.string().min(3).max(254).describe('Where alerts go'),
        frequency: z.enum(['daily', 'weekly']).default('weekly').describe('How often to re-check'),
        scoreDropThreshold: z
          .number()
          .int()
          .min(1)
          .max(100)
          .optional()
          .describe('Points the score must fall for an alert (default 10)'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args, extra) => {
      if (!remote.ok) return text(remote.problem, true);
      try {
        const m = await createMonitor(remote, args, extra.signal);
        return text(`Monitoring ${monitorLine(m)}. The first run sets the baseline.`);
      } catch (e) {
        return failed('Adding the monitor', e);
      }
    },
  );
}
