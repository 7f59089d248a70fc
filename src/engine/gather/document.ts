import { safeFetch, decodeBody, CHROME_UA } from '../net/http';
import type { DocumentArtifact } from '../types';
import type { SafetyOptions } from '../net/url-safety';

interface DocumentGatherOptions extends SafetyOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Fetches the page as a browser gets it. Throws EngineError (timeout, unreachable, blocked_address...). */
export async function gatherDocument(url: string, opts: DocumentGatherOptions): Promise<DocumentArtifact> {
  const r = await safeFetch(url, { ...opts, userAgent: CHROME_UA, timeoutMs: opts.timeoutMs });
  const contentType = r.headers['content-type'] ?? '';
  const sniff = r.body.subarray(0, 1024).toString('latin1').toLowerCase();
  const isHtml = /html|xml/.test(contentType) || (!contentType && /<(!doctype html|html|head|body)/.test(sniff));
  return {
    requestedUrl: r.requestedUrl,
    finalUrl: r.finalUrl,
    status: r.status,
    headers: r.headers,
    redirects: r.redirects,
    ttfbMs: r.ttfbMs,
    totalMs: r.totalMs,
    bytes: r.bytes,
    truncated: r.truncated,
    https: r.finalUrl.startsWith('https:'),
    certificateValid: r.tls.certificateValid,
    certificateError: r.tls.certificateError,
    hsts: r.headers['strict-transport-security'] ?? null,
    contentType,
    isHtml,
    html: isHtml || /text\//.test(contentType) ? decodeBody(r.body, contentType) : '',
  };
}
