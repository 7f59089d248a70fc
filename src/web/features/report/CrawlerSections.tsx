import { Bot, Code2, Lock } from 'lucide-react';
import { type AnalysisIntent, type AnalysisResult } from '@/shared/analysis';
import { PURPOSE_LABELS, type CrawlerPurposeId } from '@/shared/crawler-access';
import { cn } from '@/web/lib/utils';
import { Explain } from './parts';

const SIGNAL_LABELS: Record<string, string> = {
  text: 'Main text',
  headings: 'Headings',
  title: 'Page title',
  metaDescription: 'Meta description',
  canonical: 'Canonical link',
  jsonLd: 'Structured data (JSON-LD)',
  links: 'Links',
};

/** Training crawlers and opt-out tokens: refusing them keeps content out of model training, not out of answers. */
const TRAINING_PURPOSES: readonly CrawlerPurposeId[] = ['training', 'control'];

type Agent = NonNullable<AnalysisResult['crawlerAccess']>['agents'][number];
/** Under 'keep-out-of-training' a refused training agent is the owner's choice working, never a problem (docs/decisions/016). */
type IsIntended = (a: Agent) => boolean;

const robotsVerdict = (a: Agent, intended: IsIntended) =>
  a.robots.verdict === 'allowed' ? 'Allowed' : intended(a) ? 'Disallowed, as intended' : 'Disallowed';
const robotsTone = (a: Agent, intended: IsIntended) =>
  a.robots.verdict === 'allowed' || intended(a) ? 'text-emerald-700' : 'text-red-700';
const liveTone = (a: Agent, intended: IsIntended) =>
  a.live?.blocked && !intended(a) ? 'text-red-700' : 'text-emerald-700';
const liveStatus = (live: NonNullable<Agent['live']>) => (live.status ? `HTTP ${live.status}` : 'No response');

/** Phones: one line per agent. */
function AgentList({ agents, locked, intended }: { agents: Agent[]; locked: boolean; intended: IsIntended }) {
  return (
    <ul
      className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 sm:hidden"
      aria-label="AI crawler access"
    >
      {agents.map((a) => (
        <li key={a.agent} className={cn('p-3 text-sm', a.blocked && !intended(a) && 'bg-red-50/50')}>
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900">{a.agent}</span>
            <span className="text-xs text-slate-500">
              {a.provider} · {PURPOSE_LABELS[a.purpose][0]}
            </span>
          </div>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs">
            <span>
              robots.txt: <strong className={robotsTone(a, intended)}>{robotsVerdict(a, intended)}</strong>
              {!locked && a.robots.matchedLine ? (
                <code className="ml-1 rounded bg-slate-100 px-1">{a.robots.matchedLine}</code>
              ) : null}
            </span>
            <span>
              Live:{' '}
              {a.live ? (
                <strong className={liveTone(a, intended)}>{liveStatus(a.live)}</strong>
              ) : (
                <span className="text-slate-500">not checked</span>
              )}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function RobotsCell({ agent: a, locked, intended }: { agent: Agent; locked: boolean; intended: IsIntended }) {
  return (
    <td className="px-3 py-2.5">
      <span className={cn('font-semibold', robotsTone(a, intended))}>{robotsVerdict(a, intended)}</span>
      {locked ? (
        <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
          <Lock className="size-3" aria-hidden /> matching line in full report
        </span>
      ) : a.robots.matchedLine ? (
        <code className="mt-0.5 block w-fit rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {a.robots.lineNumber ? `line ${a.robots.lineNumber}: ` : ''}
          {a.robots.matchedLine}
        </code>
      ) : (
        <span className="block text-xs text-slate-500">no rule matched</span>
      )}
    </td>
  );
}

/** Wider screens: a table with the robots.txt line that decided and the live answer. */
function AgentTable({ agents, locked, intended }: { agents: Agent[]; locked: boolean; intended: IsIntended }) {
  return (
    <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 sm:block">
      <table className="w-full min-w-[560px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Agent
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              robots.txt
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Live check
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {agents.map((a) => (
            <tr key={a.agent} className={cn(a.blocked && !intended(a) && 'bg-red-50/50')}>
              <td className="px-3 py-2.5">
                <span className="font-semibold text-slate-900">{a.agent}</span>
                <span className="block text-xs text-slate-500">{a.provider}</span>
              </td>
              <td className="px-3 py-2.5 text-slate-700">{PURPOSE_LABELS[a.purpose][1]}</td>
              <RobotsCell agent={a} locked={locked} intended={intended} />
              <td className="px-3 py-2.5">
                {a.live ? (
                  <>
                    <span className={cn('font-semibold', liveTone(a, intended))}>{liveStatus(a.live)}</span>
                    <span className="block text-xs text-slate-500">
                      {a.live.blocked ? (locked ? 'Blocked' : a.live.reason || 'Blocked') : 'Page served'}
                    </span>
                  </>
                ) : (
                  <span className="text-xs text-slate-500">Not checked</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How many agents are blocked (or refused as intended), and where robots.txt was found. */
function accessSummary(agents: Agent[], intended: IsIntended): string {
  const blocked = agents.filter((a) => a.blocked && !intended(a)).length;
  const refusedAsIntended = agents.filter(intended).length;
  if (refusedAsIntended > 0) {
    return `${refusedAsIntended} training ${refusedAsIntended === 1 ? 'agent is' : 'agents are'} refused, as you intended. ${blocked === 0 ? 'Every other AI agent we checked can reach this page.' : `${blocked} other AI ${blocked === 1 ? 'agent is' : 'agents are'} blocked from this page.`}`;
  }
  return blocked === 0
    ? 'Every AI agent we checked can reach this page.'
    : `${blocked} of ${agents.length} AI agents are blocked from this page.`;
}

export function CrawlerAccessTable({
  access,
  locked = false,
  intent = 'visibility',
}: {
  access: AnalysisResult['crawlerAccess'];
  locked?: boolean;
  intent?: AnalysisIntent;
}) {
  if (!access?.agents?.length) return null;
  const intended: IsIntended = (a) =>
    intent === 'keep-out-of-training' && a.blocked && TRAINING_PURPOSES.includes(a.purpose);
  return (
    <div data-testid="crawler-access">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Bot className="size-5 text-[var(--secondary-ink)]" aria-hidden /> AI crawler access
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {accessSummary(access.agents, intended)} robots.txt{' '}
        {access.robotsTxt.found ? (
          <>
            was found at <span className="break-all font-mono text-xs">{access.robotsTxt.url}</span>
          </>
        ) : (
          'was not found, so nothing is disallowed'
        )}
        .
      </p>
      <AgentList agents={access.agents} locked={locked} intended={intended} />
      <AgentTable agents={access.agents} locked={locked} intended={intended} />
      <Explain>
        Search agents fetch your page when someone asks an assistant a question; training agents collect pages for
        future models. Blocking a search agent means that assistant cannot quote or link you. The live check fetched
        your page with each agent's real user agent, which catches firewalls that block bots even when robots.txt allows
        them.
      </Explain>
    </div>
  );
}

type RenderSignal = NonNullable<AnalysisResult['renderComparison']>['signals'][number];

/** Whether crawlers that run no JavaScript see the signal. */
function SignalVerdict({ s, className }: { s: RenderSignal; className: string }) {
  return s.onlyAfterJs ? (
    <span className={`${className} text-amber-700`}>Only after JavaScript</span>
  ) : s.inRawHtml ? (
    <span className={`${className} text-emerald-700`}>Visible to all crawlers</span>
  ) : (
    <span className={`${className} text-slate-500`}>Missing</span>
  );
}

/** Narrow screens: each signal with its verdict. */
function SignalList({ signals }: { signals: RenderSignal[] }) {
  return (
    <ul
      className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 sm:hidden"
      aria-label="Raw versus rendered signals"
    >
      {signals.map((s) => (
        <li key={s.signal} className="flex items-center justify-between gap-3 p-3 text-sm">
          <span className="font-medium text-slate-900">{SIGNAL_LABELS[s.signal] ?? s.signal}</span>
          <SignalVerdict s={s} className="text-right text-xs font-semibold" />
        </li>
      ))}
    </ul>
  );
}

/** Wide screens: each signal's value without and after JavaScript (locked: in the full report) and its verdict. */
function SignalTable({ signals, locked }: { signals: RenderSignal[]; locked: boolean }) {
  return (
    <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 sm:block">
      <table className="w-full min-w-[520px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {['Signal', 'Without JavaScript', 'After JavaScript', 'Verdict'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {signals.map((s) => (
            <tr key={s.signal}>
              <td className="px-3 py-2.5 font-medium text-slate-900">{SIGNAL_LABELS[s.signal] ?? s.signal}</td>
              {locked ? (
                <td colSpan={2} className="px-3 py-2.5 text-xs text-slate-500">
                  <span className="flex items-center gap-1">
                    <Lock className="size-3" aria-hidden /> values in full report
                  </span>
                </td>
              ) : (
                <>
                  <td className="max-w-56 truncate px-3 py-2.5 text-slate-700" title={s.rawValue}>
                    {s.rawValue || '—'}
                  </td>
                  <td className="max-w-56 truncate px-3 py-2.5 text-slate-700" title={s.renderedValue ?? ''}>
                    {s.renderedValue ?? '—'}
                  </td>
                </>
              )}
              <td className="px-3 py-2.5">
                <SignalVerdict s={s} className="font-semibold" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RenderComparisonTable({
  rc,
  locked = false,
}: {
  rc: AnalysisResult['renderComparison'];
  locked?: boolean;
}) {
  if (!rc) return null;
  return (
    <div data-testid="render-comparison">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Code2 className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Raw HTML versus rendered page
      </h3>
      {rc.renderingAvailable ? (
        <p className="mt-1 text-sm text-slate-600">
          The raw HTML has <strong>{rc.rawWordCount.toLocaleString('en-US')}</strong> words; after JavaScript runs the
          page has <strong>{(rc.renderedWordCount ?? rc.rawWordCount).toLocaleString('en-US')}</strong>.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          {rc.renderNote || 'The page could not be rendered with JavaScript, so only the raw HTML was checked.'}
        </p>
      )}
      {rc.signals.length ? <SignalList signals={rc.signals} /> : null}
      {rc.signals.length ? <SignalTable signals={rc.signals} locked={locked} /> : null}
      <Explain>
        Most AI crawlers (GPTBot, ClaudeBot, PerplexityBot) read only the raw HTML and do not run JavaScript. Anything
        marked "Only after JavaScript" is invisible to them: render it on the server or in static HTML.
      </Explain>
    </div>
  );
}
