/**
 * A one-page site on loopback that can change between analyses (its robots.txt and robots meta tag), so a
 * page's history has something to show: version 1 lets every crawler in; version 2 refuses GPTBot and
 * OAI-SearchBot and marks the page noindex.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const ROBOTS = {
  1: 'User-agent: *\nAllow: /\n',
  2: 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
};

const page = (version: 1 | 2) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Garden tools that last | Example Tools</title>
<meta name="description" content="Hand-forged garden tools with a lifetime guarantee, made in small batches.">
${version === 2 ? '<meta name="robots" content="noindex">' : ''}
</head><body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<main><article><h1>Garden tools that last</h1>
<p>We forge every spade, fork and trowel by hand from carbon steel, and we guarantee each one for life.
Since 2009 we have made more than 40,000 tools in our workshop, and fewer than 1% have come back for repair.</p>
<h2>How do we make them?</h2><p>Each head is forged, hardened and tempered, then fitted to an ash handle.</p>
<ul><li>Carbon steel heads</li><li>Ash handles</li><li>Lifetime guarantee</li></ul></article></main>
<footer><a href="/privacy">Privacy</a> <a href="/contact">Contact</a></footer></body></html>`;

export interface ChangingSite {
  url: string;
  setVersion(v: 1 | 2): void;
  close(): Promise<void>;
}

export async function startChangingSite(): Promise<ChangingSite> {
  let version: 1 | 2 = 1;
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(ROBOTS[version]);
    } else if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(version));
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    setVersion: (v) => {
      version = v;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
