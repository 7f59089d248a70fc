import { describe, expect, it } from 'vitest';
import type { AuditResult } from '@/shared/analysis';
import { resultFixture } from '@/web/test/fixtures';
import { mdCode, mdText, toMarkdown } from '@/shared/report-markdown';
import { exportFileName, toExportJson } from './exporters';

describe('exports', () => {
  it('names files llm-visibility-analysis-{date}', () => {
    const d = new Date(2026, 0, 5);
    expect(exportFileName('json', d)).toBe('llm-visibility-analysis-2026-01-05.json');
    expect(exportFileName('md', d)).toBe('llm-visibility-analysis-2026-01-05.md');
  });
  it('JSON has exportVersion 2.0, generatedAt and the six scores', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const j = toExportJson(resultFixture, now);
    expect(j.exportVersion).toBe('2.0');
    expect(j.generatedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(j.scores).toEqual({
      overall: 58.4,
      aiVisibility: 62,
      technical: 81,
      content: 55,
      accessibility: 38,
      authority: 64,
    });
    expect(j.pageDetails.url).toBe('https://example.com/pricing');
    expect(j.crawlerAccess.agents).toHaveLength(4);
  });
  it('JSON carries every audit whole: evidence, typed facts and fix', () => {
    const audit: AuditResult = {
      id: 'image-alt-text',
      category: 'content',
      title: 'Images have alt text',
      failureTitle: 'Images lack alt text',
      description: '',
      score: 0.5,
      scoreDisplayMode: 'numeric',
      weight: 1,
      evidence: [{ label: 'Images', value: '2' }],
      numericValue: 1,
      numericUnit: 'count',
      details: {
        type: 'table',
        headings: [{ key: 'src', label: 'Image without alt text', valueType: 'url' }],
        items: [{ src: 'https://example.com/a.jpg' }],
      },
      fix: null,
      errorMessage: null,
    };
    expect(toExportJson({ ...resultFixture, audits: [audit] }).audits).toEqual([audit]);
  });
  it('Markdown carries the report header, scores with bands, flags and fixes', () => {
    const md = toMarkdown(resultFixture, 'Acme');
    expect(md).toContain('# LLM Visibility Audit Report');
    expect(md).toContain('| **Overall** | **58.4** | IMPROVE |');
    expect(md).toContain('| AI/LLM Accessibility | 38 | FIX NOW |');
    expect(md).toContain('**GPTBot is blocked by robots.txt** (critical)');
    expect(md).toContain('1. **Write a clear meta description**');
    expect(md).toContain('| GPTBot (OpenAI) | training | disallowed `Disallow: /` | 403 (blocked) |');
    expect(md).toContain('© 2025 Acme.');
  });
  it('Markdown keeps page-controlled text as text: no HTML, links, table breaks or formulas', () => {
    const hostile = {
      ...resultFixture,
      pageDetails: {
        ...resultFixture.pageDetails,
        title: '<script>alert(1)</script> [click](javascript:alert(1))',
        url: 'https://example.com/?q=|x|',
      },
      structuredData: { ...resultFixture.structuredData, schemaTypes: ["=cmd|' /C calc'!A0", '@SUM(1+1)'] },
      narrativeReport: '# Injected heading\n\n> quote\n\nPlain text.',
      crawlerAccess: {
        ...resultFixture.crawlerAccess,
        agents: resultFixture.crawlerAccess.agents.map((a) => ({
          ...a,
          robots: { ...a.robots, matchedLine: 'Disallow: /`x`|y' },
        })),
      },
    };
    const md = toMarkdown(hostile, '<b>Acme</b>');
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('<b>');
    expect(md).not.toMatch(/[^\\]\[click\]\(/);
    expect(md).toContain("- Schema types: '=cmd\\|' /C calc'!A0, @SUM(1+1)");
    expect(md).not.toMatch(/^# Injected/m);
    expect(md).toContain('\\# Injected heading');
    expect(md).toContain('``Disallow: /`x`\\|y``');
    for (const row of md.split('\n').filter((l) => l.startsWith('| GPTBot')))
      expect(row.split(/(?<!\\)\|/)).toHaveLength(6);
  });
  it('mdText and mdCode', () => {
    expect(mdText('a*b_c')).toBe('a\\*b\\_c');
    expect(mdText('=1+1')).toBe("'=1+1");
    expect(mdText('-5')).toBe("'-5");
    expect(mdText('line\nbreak')).toBe('line break');
    expect(mdCode('`tick`')).toBe('`` `tick` ``');
  });
});
