import { describe, expect, it } from 'vitest';
import { analysisErrorToast } from './errors';
import { pacedStep } from './progress';
import { parsePaymentReturn } from './usePaymentReturn';
import { parseAccessLinkReturn } from './useAccessLinkReturn';
import { normaliseUrl } from './UrlForm';

describe('progress pacing', () => {
  it('advances one step every 2 seconds and stays on the last', () => {
    expect([0, 1999, 2000, 4000, 11999, 12000, 60000].map(pacedStep)).toEqual([1, 1, 2, 3, 6, 7, 7]);
  });
});

describe('analysis error toasts', () => {
  const t = (message: string, mobile = false, name = 'Error') =>
    analysisErrorToast(Object.assign(new Error(message), { name }), mobile);
  it('maps messages to the spec titles, destructive for 8 seconds', () => {
    expect(t('', false, 'AbortError')).toMatchObject({
      title: 'Analysis Cancelled',
      description: 'The analysis was stopped by user request.',
      variant: 'destructive',
      duration: 8000,
    });
    expect(t('The analysis is taking longer than expected').title).toBe('Analysis Timeout');
    expect(t('Unable to access the website at all')).toMatchObject({
      title: 'Website Access Error',
      description: 'Unable to access the website. Please check the URL and try again.',
    });
    expect(t('Network error happened').title).toBe('Network Connection Error');
    expect(t('Rate limit exceeded for you')).toMatchObject({
      title: 'Rate Limit Exceeded',
      description: 'Rate limit exceeded for you',
    });
    expect(t('OpenAI quota exceeded')).toMatchObject({
      title: 'Service Unavailable',
      description: 'AI service is temporarily unavailable. Please try again later.',
    });
    expect(t('Something odd')).toMatchObject({ title: 'Analysis Failed', description: 'Something odd' });
  });
  it('uses mobile titles on mobile devices', () => {
    expect(t('timeout', true).title).toBe('Mobile Analysis Error');
    expect(t('No content found', true).title).toBe('Analysis Error');
    expect(t('Failed to fetch', true).title).toBe('Mobile Analysis Error');
  });
});

describe('payment return parameters', () => {
  it('reads the long and short forms', () => {
    expect(parsePaymentReturn('?success=true&session_id=cs_1&email=a%40b.com')).toMatchObject({
      success: true,
      sessionId: 'cs_1',
      email: 'a@b.com',
    });
    expect(parsePaymentReturn('?s=1&sid=cs_2&e=x%40y.com&tenant=acme')).toMatchObject({
      success: true,
      sessionId: 'cs_2',
      email: 'x@y.com',
      tenant: 'acme',
    });
    expect(parsePaymentReturn('?cancelled=true').cancelled).toBe(true);
    expect(parsePaymentReturn('').success).toBe(false);
  });
});

describe('access link landing parameters', () => {
  it('reads the report, credit and problem forms; an unknown problem is invalid', () => {
    expect(parseAccessLinkReturn('?tenant=acme&report=0d1c')).toMatchObject({
      reportId: '0d1c',
      credit: null,
      problem: null,
      tenant: 'acme',
    });
    expect(parseAccessLinkReturn('?credit=single_page')).toMatchObject({
      reportId: null,
      credit: 'single_page',
      problem: null,
    });
    expect(parseAccessLinkReturn('?access_link=used').problem).toBe('used');
    expect(parseAccessLinkReturn('?access_link=<script>').problem).toBe('invalid');
    expect(parseAccessLinkReturn('').problem).toBeNull();
  });
});

describe('url normalising', () => {
  it('adds https:// when no scheme is typed', () => {
    expect(normaliseUrl(' example.com ')).toBe('https://example.com');
    expect(normaliseUrl('http://a.io')).toBe('http://a.io');
  });
});
