import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, httpFailureMessage, messageFromBody, networkFailureMessage, timeoutFor } from './api';
import { deviceTypeFrom, mobileHeaders } from './device';

describe('error messages', () => {
  it('follows the order: message + advice, message, error, raw text, status text', () => {
    expect(messageFromBody('{"error":"x","message":"Bad thing.","advice":"Try this."}', 'Bad').message).toBe(
      'Bad thing. Try this.',
    );
    expect(messageFromBody('{"error":"x","message":"Bad thing."}', 'Bad').message).toBe('Bad thing.');
    expect(messageFromBody('{"error":"only_error"}', 'Bad').message).toBe('only_error');
    expect(messageFromBody('plain text', 'Bad').message).toBe('plain text');
    expect(messageFromBody('', 'Bad Gateway').message).toBe('Bad Gateway');
  });
  it('maps statuses and analysis failures', () => {
    expect(httpFailureMessage(429, 'x', true)).toBe('Too many requests. Please wait a moment and try again.');
    expect(httpFailureMessage(500, 'x', true)).toBe(
      'Our analysis service is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(httpFailureMessage(503, 'x', false)).toBe(
      'Analysis service is temporarily busy. Please try again in a moment.',
    );
    expect(httpFailureMessage(402, 'Premium access required', false)).toMatch(/^Premium access is required/);
    expect(httpFailureMessage(400, 'No analyses remaining', false)).toMatch(/^You have no premium analysis credits/);
    // The server's own refusals of the complimentary analysis (402 / 403, docs/decisions/011) are shown as they are, not as a failed analysis.
    const noneLeft =
      'You have no premium analysis credits remaining. Purchase more credits to continue analyzing websites.';
    expect(httpFailureMessage(402, noneLeft, true)).toBe(noneLeft);
    const premium = 'Premium access is required for this feature. Please purchase credits or enter an access code.';
    expect(httpFailureMessage(403, premium, true)).toBe(premium);
    expect(httpFailureMessage(422, 'DNS failed', true)).toBe(
      'Analysis request failed: DNS failed. Please try again, or contact support if the issue persists.',
    );
    expect(httpFailureMessage(422, 'DNS failed', false)).toBe('DNS failed');
  });
  it('network failures differ on mobile and desktop', () => {
    expect(networkFailureMessage('Failed to fetch', false)).toBe(
      'Unable to connect to our analysis service. Please check your internet connection and try again.',
    );
    expect(networkFailureMessage('NetworkError when attempting', true)).toMatch(/WiFi and cellular/);
    expect(networkFailureMessage('Load failed', false)).toMatch(/Connection interrupted/);
    expect(networkFailureMessage('other', false)).toBeNull();
  });
  it('uses the spec time-outs for phones and others', () => {
    expect([timeoutFor('multi', true), timeoutFor('multi', false)]).toEqual([1_200_000, 720_000]);
    expect([timeoutFor('analyze', true), timeoutFor('analyze', false)]).toEqual([900_000, 360_000]);
    expect([timeoutFor('validate', true), timeoutFor('validate', false)]).toEqual([120_000, 60_000]);
    expect([timeoutFor('default', true), timeoutFor('default', false)]).toEqual([60_000, 30_000]);
  });
});

describe('requests', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('sends JSON with credentials, no caching, and Content-Type only with a body', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('{"ok":true}', { status: 200 });
    });
    await apiRequest('/api/x');
    await apiRequest('/api/y', { body: { a: 1 } });
    expect(calls[0]).toMatchObject({ method: 'GET', credentials: 'include', mode: 'cors', cache: 'no-store' });
    expect((calls[0].headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(calls[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect((calls[1].headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
  it('raises the server message with its status', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"error":"bad","message":"Nope.","advice":"Fix it."}', {
          status: 400,
          statusText: 'Bad Request',
        }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: 'Nope. Fix it.', status: 400, code: 'bad' });
  });
});

describe('device', () => {
  it('classifies user agents and builds the mobile headers', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari';
    expect(deviceTypeFrom(iphone)).toBe('mobile-phone');
    expect(deviceTypeFrom(ipad)).toBe('tablet');
    expect(deviceTypeFrom('Mozilla/5.0 (Linux; Android 14; SM-X700)')).toBe('tablet');
    expect(deviceTypeFrom('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe('desktop');
    expect(mobileHeaders(iphone)).toEqual({
      'X-Mobile-Client': 'true',
      'X-Device-Type': 'mobile-phone',
      'X-Mobile-OS': 'iOS',
      'Cache-Control': 'no-cache',
    });
    expect(mobileHeaders(ipad)).toEqual({ 'X-Mobile-Client': 'true', 'X-Device-Type': 'tablet', 'X-Mobile-OS': 'iOS' });
    expect(mobileHeaders(android)['X-Mobile-OS']).toBe('Android');
    expect(mobileHeaders('Mozilla/5.0 (Windows NT 10.0)')).toEqual({});
  });
});
