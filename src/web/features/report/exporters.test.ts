import { describe, expect, it } from 'vitest';
import { resultFixture } from '@/web/test/fixtures';
import { exportFileName, toExportJson, toMarkdown } from './exporters';

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
    expect(j.scores).toEqual({ overall: 58.4, aiVisibility: 62, technical: 81, content: 55, accessibility: 38, authority: 64 });
    expect(j.pageDetails.url).toBe('https://example.com/pricing');
    expect(j.crawlerAccess.agents).toHaveLength(4);
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
});
