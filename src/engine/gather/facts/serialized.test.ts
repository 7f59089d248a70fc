/**
 * The rendered DOM, as the browser serialises it, is parsed with htmlparser2 (decision 039): on that
 * well-formed copy it must read what parse5 reads, except for what the browser does not show
 * (<noscript>, <iframe> and <noembed> content, <template> content), over crafted markup and the corpus.
 */
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { RenderedFacts } from '../../types';
import { listCorpusFiles, readCorpusPage } from '../../testing/corpus';
import { extractRenderedFacts, renderedFactsOf } from '../page-facts';
import { parsePage, type HtmlSource } from './dom';

/** extractRenderedFacts' reads, from a parse of the given kind (the served one is the reference). */
const factsAs = (html: string, url: string, source: HtmlSource): RenderedFacts =>
  renderedFactsOf(parsePage(html, url, source));

/** A browser-like serialisation of the parsed page: every element closed, tables with their tbody. */
const serialise = (html: string, dropHidden = false) => {
  const $ = cheerio.load(html);
  if (dropHidden) {
    $('template').remove();
    $('noscript, iframe, noembed, noframes, script').empty();
  }
  return $.html();
};

const URL_ = 'https://shop.example/guide';

const PAGE = `<!doctype html><html lang="en"><head><title>Tea &amp; biscuits &lt;guide&gt;</title>
<meta name="description" content="Brewing &quot;proper&quot; tea"><link rel="canonical" href="/guide?a=1&amp;b=2">
<meta name="viewport" content="width=device-width"><script type="application/ld+json">{"@type":"Article","headline":"Tea"}</script></head>
<body><header><nav><a href="/">Home</a> <a href="/about">About us</a></nav></header>
<main><h1>Brewing tea</h1><p>Warm the pot&nbsp;first. Use <b>one</b> spoon per cup<br>and one for the pot.</p>
<table><tr><th>Tea</th><td>Minutes</td></tr><tr><td>Assam</td><td>4</td></tr></table>
<ul><li>Loose leaf<li>Bags</ul><svg viewBox="0 0 1 1"><linearGradient id="g"></linearGradient><title>Steam</title></svg>
<h2>Why a <em>warm</em> pot?</h2><p>Heat is lost to a cold pot. <a href="https://science.example/heat">Measured here</a>.</p>
<custom-card><h3>Tip</h3><p>Milk after.</p></custom-card><textarea>Your &lt;b&gt;notes&lt;/b&gt; &amp; more</textarea></main>
<footer><a href="/contact">Contact</a></footer></body></html>`;

describe('rendered DOM parsed as serialised (htmlparser2)', () => {
  it('reads a well-formed page as parse5 does: title, meta, headings, text, links, JSON-LD, textarea references', () => {
    const html = serialise(PAGE);
    const fast = extractRenderedFacts(html, URL_);
    expect(fast).toEqual(factsAs(html, URL_, 'served'));
    expect(fast.title).toBe('Tea & biscuits <guide>');
    expect(fast.canonical).toBe('https://shop.example/guide?a=1&b=2');
    expect(fast.text).toContain('Your <b>notes</b> & more');
    expect(fast.headings.map((h) => h.text)).toEqual(['Brewing tea', 'Why a warm pot?', 'Tip']);
  });

  it('drops what the browser does not show: <noscript>, <iframe> and <noembed> content; <template> content is not the page body', () => {
    const html = serialise(
      `<html><body><main><h1>Gallery</h1><p>${'Pictures of the coast in winter. '.repeat(10)}</p>` +
        `<a href="/story"><noscript><img src="/x.jpg" alt="x"></noscript>The story</a>` +
        `<iframe src="/player"><a href="/fallback">Watch elsewhere</a></iframe>` +
        `<noembed><span>Plugin text</span></noembed>` +
        `<template><a href="/tpl">Hidden template link</a></template></main></body></html>`,
    );
    const r = extractRenderedFacts(html, URL_);
    expect(r.links.find((l) => l.href.endsWith('/story'))?.text).toBe('The story');
    expect(r.links.some((l) => l.href.endsWith('/fallback'))).toBe(false);
    expect(r.text).not.toContain('Plugin text');
    expect(r.links.find((l) => l.href.endsWith('/tpl'))?.region).toBe('other');
  });

  const corpus = listCorpusFiles();
  it.skipIf(corpus.length === 0)(
    'reads every corpus page as parse5 does once hidden content is set aside',
    () => {
      const differ: string[] = [];
      for (const name of corpus) {
        const { html, url } = readCorpusPage(name);
        const serialised = serialise(html, true);
        if (
          JSON.stringify(extractRenderedFacts(serialised, url)) !== JSON.stringify(factsAs(serialised, url, 'served'))
        )
          differ.push(name);
      }
      expect(differ).toEqual([]);
    },
    120_000,
  );
});
