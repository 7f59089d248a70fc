import { describe, expect, it } from 'vitest';
import { brandFixture, resultFixture } from '@/web/test/fixtures';
import { renderReportEmail } from './report-email';

describe('the report e-mail', () => {
  it('carries the verdict per engine and what caps the score, in HTML and in text', () => {
    const results = {
      ...resultFixture,
      gates: [
        {
          id: 'noindex' as const,
          title: 'The page is marked noindex (meta robots)',
          consequence: 'Out of the indexes.',
          evidence: ['meta robots: "noindex"'],
          cap: 25,
          share: 1,
          source: 'Google',
        },
      ],
    };
    const mail = renderReportEmail({ brand: brandFixture, results, url: 'https://example.com/pricing' });
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Will AI engines use this page?');
      expect(body).toContain('ChatGPT search: Blocked (robots.txt disallows OAI-SearchBot)');
      expect(body).toContain('Capped at 25: The page is marked noindex (meta robots)');
    }
  });
});
