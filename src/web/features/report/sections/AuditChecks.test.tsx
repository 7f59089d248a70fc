// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AuditResult } from '@/shared/analysis';
import { resultFixture } from '@/web/test/fixtures';
import { AuditChecks } from './AuditChecks';

afterEach(cleanup);

const audit = (over: Partial<AuditResult>): AuditResult => ({
  id: 'heading-structure',
  category: 'content',
  title: 'Headings form an outline',
  failureTitle: 'Heading outline has gaps',
  description: 'd',
  score: 0,
  scoreDisplayMode: 'numeric',
  weight: 1,
  evidence: [{ label: 'H1 count', value: '2' }],
  numericValue: 14,
  numericUnit: 'count',
  details: null,
  fix: null,
  errorMessage: null,
  ...over,
});
const headings = Array.from({ length: 14 }, (_, i) => ({ level: 2, text: `Heading number ${i + 1}`, problem: null }));
const result = {
  ...resultFixture,
  audits: [
    audit({
      details: {
        type: 'table',
        headings: [
          { key: 'level', label: 'Level', valueType: 'numeric' },
          { key: 'text', label: 'Heading', valueType: 'text' },
          { key: 'problem', label: 'Problem', valueType: 'text' },
        ],
        items: headings,
      },
    }),
    audit({
      id: 'image-alt-text',
      title: 'Images have alt text',
      failureTitle: 'Images lack alt text',
      details: { type: 'list', valueType: 'url', items: ['https://crumbs.example/loaf.jpg'] },
    }),
    audit({
      id: 'author-info',
      category: 'authority',
      title: 'Content names its author',
      score: null,
      scoreDisplayMode: 'notApplicable',
      evidence: [{ label: 'Why', value: 'no single byline is expected' }],
    }),
    audit({ id: 'organization-identity', category: 'authority', title: 'Org', failureTitle: 'Org missing', weight: 0 }),
  ],
};

describe('every check with its typed facts, under the audit', () => {
  it('shows each audit with its verdict, evidence and details; a long table folds after ten rows', () => {
    render(<AuditChecks result={result} locked={false} />);
    const headingsAudit = screen.getByTestId('audit-heading-structure');
    expect(within(headingsAudit).getByText('Failed')).toBeTruthy();
    expect(within(headingsAudit).getByText('Heading outline has gaps')).toBeTruthy();
    const table = within(headingsAudit).getAllByRole('table')[0];
    expect(within(table).getAllByRole('row')).toHaveLength(11); // heading row + 10
    expect(headingsAudit.textContent).not.toContain('Heading number 11');
    fireEvent.click(within(headingsAudit).getByRole('button', { name: 'Show all 14 rows' }));
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    expect(headingsAudit.textContent).toContain('Heading number 14');
    const link = within(screen.getByTestId('audit-image-alt-text')).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://crumbs.example/loaf.jpg');
    const na = screen.getByTestId('audit-author-info');
    expect(within(na).getByText('Not applicable')).toBeTruthy();
    expect(na.textContent).toContain('no single byline is expected');
    expect(within(screen.getByTestId('audit-organization-identity')).getByText('Advice')).toBeTruthy();
  });
  it('the locked view shows none of it, even if details reached the browser', () => {
    render(<AuditChecks result={result} locked />);
    expect(screen.queryAllByTestId('audit-details')).toHaveLength(0);
    expect(screen.queryByText('Heading number 1')).toBeNull();
    expect(screen.getByTestId('locked-block').textContent).toContain('locked');
  });
});
