import robotsParser from 'robots-parser';
import { safeFetch, decodeBody } from '../http';
import type { RobotsTxtArtifact } from '../types';
import type { SafetyOptions } from '../url-safety';
import { AI_AGENTS } from './ai-agents';

export interface AuxFetchOptions extends SafetyOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Evaluates robots.txt text for every AI agent against the page URL. Pure. */
export function evaluateRobots(robotsUrl: string, text: string, pageUrl: string): Pick<RobotsTxtArtifact, 'agents' | 'sitemaps'> {
  const robots = robotsParser(robotsUrl, text);
  const lines = text.split(/\r\n|\r|\n/);
  const agents = AI_AGENTS.map((a) => {
    const allowed = robots.isAllowed(pageUrl, a.agent) !== false;
    const ln = robots.getMatchingLineNumber(pageUrl, a.agent);
    const lineNumber = typeof ln === 'number' && ln > 0 ? ln : null;
    return {
      ...a,
      allowed,
      matchedLine: lineNumber ? (lines[lineNumber - 1] ?? '').trim() : null,
      lineNumber,
    };
  });
  const sitemaps = [...new Set(robots.getSitemaps().map((s: string) => s.trim()).filter(Boolean))] as string[];
  return { agents, sitemaps };
}

export async function gatherRobotsTxt(pageUrl: string, opts: AuxFetchOptions): Promise<RobotsTxtArtifact> {
  const url = new URL('/robots.txt', pageUrl).toString();
  try {
    const r = await safeFetch(url, { ...opts, maxBytes: 512 * 1024, headers: { accept: 'text/plain,*/*' } });
    const ct = r.headers['content-type'] ?? '';
    const text = decodeBody(r.body, ct);
    const looksHtml = /text\/html/i.test(ct) || /^\s*<(!doctype|html)/i.test(text);
    if (r.status >= 200 && r.status < 300 && !looksHtml) {
      return { url, found: true, status: r.status, text, error: null, ...evaluateRobots(url, text, pageUrl) };
    }
    // 4xx: no robots.txt, everything allowed. 5xx: treat as allowed but note it.
    return {
      url,
      found: false,
      status: r.status,
      text: '',
      error: r.status >= 500 ? `robots.txt answered HTTP ${r.status}` : looksHtml && r.status < 300 ? 'robots.txt path returns an HTML page' : null,
      ...evaluateRobots(url, '', pageUrl),
    };
  } catch (e) {
    return { url, found: false, status: null, text: '', error: (e as Error).message, ...evaluateRobots(url, '', pageUrl) };
  }
}
