/** When a page's Readability read starts: at once for a small or a large page, after the navigation between them. */
import { describe, expect, it } from 'vitest';
import { startRun } from '../gather/run';
import { startParses } from './page-parses';

const articleOf = (chars: number) => {
  const p = '<p>Each paragraph explains how AI assistants read, quote and cite the pages they find on the web.</p>';
  return `<!doctype html><html lang="en"><head><title>Page</title></head><body><article><h1>Page</h1>${p.repeat(Math.ceil(chars / p.length))}</article></body></html>`;
};

/** The read's text within `ms`, or 'waiting'. */
const within = (p: Promise<{ text: string } | null>, ms: number) =>
  Promise.race([p.then((a) => a?.text), new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);

describe('startParses', () => {
  const neverNavigated = new Promise<void>(() => {});
  const parses = (chars: number) =>
    startParses(startRun({}), articleOf(chars), 'https://example.com/a', { tooComplex: null }, neverNavigated, null);

  it('reads a page over 100,000 characters at once, beside a navigation that is not over', async () => {
    const { rawP, readableP } = parses(120_000);
    await rawP;
    expect(await within(readableP, 10_000)).toContain('Each paragraph explains');
  });

  it('reads a mid-sized page once the navigation is over, its facts at once', async () => {
    const { rawP, readableP } = parses(60_000);
    expect((await rawP).raw.title).toBe('Page');
    expect(await within(readableP, 1_500)).toBe('waiting');
  });

  it('reads a small page at once', async () => {
    expect(await within(parses(5_000).readableP, 10_000)).toContain('Each paragraph explains');
  });
});
