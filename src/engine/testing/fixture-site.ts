/**
 * The good fixture site (tests/fixtures/sites/good) on a loopback port of its own, with one defect
 * switched on: the "same page with and without" pairs of the gate and verdict tests.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { AnalysisResult } from '@/shared/analysis';
import { analyzeUrl } from '../pipeline';
import { SITES_DIR } from './serve-fixtures';

const SITE = path.join(SITES_DIR, 'good');
const file = (name: string) => readFileSync(path.join(SITE, name), 'utf8');
const AI_UA =
  /OAI-SearchBot|ChatGPT-User|Claude-SearchBot|Claude-User|PerplexityBot|Perplexity-User|Google-Agent|GPTBot|ClaudeBot/;

export interface Variant {
  /** The page analysed, below the site's root ('services.html'); the home page when absent. */
  path?: string;
  page?: (html: string) => string;
  pageStatus?: number;
  headers?: Record<string, string>;
  robots?: string;
  robotsStatus?: number;
  robotsType?: string;
  refuseAi?: boolean;
  /** 403 for user agents matching this (one agent refused at the edge). */
  refuseUa?: RegExp;
  /** A different answer for user agents matching `ua` (pay per crawl, a thinner page...). */
  answerUa?: { ua: RegExp; status: number; headers?: Record<string, string>; body: string };
}

/** The good fixture site, served at the root of its own port with the variant's defect. */
function siteServer(v: Variant): http.Server {
  return http.createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const name = (req.url ?? '/').split('?')[0].slice(1) || 'index.html';
    const ua = req.headers['user-agent'] ?? '';
    if (name === 'robots.txt') {
      res
        .writeHead(v.robotsStatus ?? 200, { 'content-type': v.robotsType ?? 'text/plain' })
        .end(v.robots ?? file('robots.txt').replaceAll('{{ORIGIN}}', origin));
      return;
    }
    if (v.answerUa?.ua.test(ua) && !name.endsWith('.txt') && !name.endsWith('.xml'))
      return void res
        .writeHead(v.answerUa.status, { 'content-type': 'text/html', ...v.answerUa.headers })
        .end(v.answerUa.body);
    if ((v.refuseAi && AI_UA.test(ua)) || v.refuseUa?.test(ua))
      return void res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>');
    let body: string;
    try {
      body = file(name).replaceAll('{{ORIGIN}}', origin);
    } catch {
      return void res.writeHead(404).end('not found');
    }
    const isPage = name === 'index.html';
    if (isPage && v.page) body = v.page(body);
    const type = name.endsWith('.txt')
      ? 'text/plain'
      : name.endsWith('.xml')
        ? 'application/xml'
        : 'text/html; charset=utf-8';
    res
      .writeHead(isPage ? (v.pageStatus ?? 200) : 200, { 'content-type': type, ...(isPage ? v.headers : {}) })
      .end(body);
  });
}

export async function analyseVariant(v: Variant): Promise<AnalysisResult> {
  const server = siteServer(v);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${v.path ?? ''}`;
    return await analyzeUrl(url, {
      allowPrivateNetwork: true,
      render: false,
      now: () => new Date('2026-11-24T12:00:00Z'),
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
}
