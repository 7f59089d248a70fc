// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EXPIRY_MS, readConsent, saveConsent } from '@/web/features/consent/consent';
import { analyticsEnabled, buildEvent, trackEvent } from '@/web/features/analytics/analytics';
import { openCheckout } from '@/web/features/paywall/checkout';
import { resetToasts, toast, useToasts } from '@/web/features/toast/toast-store';
import { startBritishSpelling } from '@/web/features/brand/spelling';
import { KEYS, readJSON, setStorageTenant, storageKey, writeJSON } from '@/web/lib/storage';
import { renderHook, act } from '@testing-library/react';

beforeEach(() => {
  localStorage.clear();
  setStorageTenant('t1');
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('browser storage', () => {
  it('is namespaced per tenant and removes corrupt values', () => {
    writeJSON('x', { a: 1 });
    expect(localStorage.getItem('getseen:t1:x')).toBe('{"a":1}');
    expect(readJSON('x', undefined, 't2')).toBeNull();
    localStorage.setItem(storageKey('bad'), '{oops');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readJSON('bad')).toBeNull();
    expect(localStorage.getItem(storageKey('bad'))).toBeNull();
  });
});

describe('consent', () => {
  it('stores the choice, gates analytics, expires after 365 days, drops corrupt records', () => {
    expect(readConsent()).toBeNull();
    saveConsent({ analytics: false, storage: true });
    expect(analyticsEnabled()).toBe(false);
    expect(trackEvent('analysis_started', { website_url: 'https://x.io' })).toBe(false);
    saveConsent({ analytics: true, storage: true });
    expect(analyticsEnabled()).toBe(true);
    expect(trackEvent('analysis_started', { website_url: 'https://x.io' })).toBe(true);
    const rec = readConsent()!;
    expect(readConsent(rec.timestamp + CONSENT_EXPIRY_MS - 1)).not.toBeNull();
    expect(readConsent(rec.timestamp + CONSENT_EXPIRY_MS + 1)).toBeNull();
    expect(localStorage.getItem(storageKey(KEYS.consent))).toBeNull();
    localStorage.setItem(storageKey(KEYS.consent), JSON.stringify({ analytics: 'yes' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readConsent()).toBeNull();
    expect(localStorage.getItem(storageKey(KEYS.consent))).toBeNull();
    saveConsent({ analytics: false, storage: false });
    expect(window.dataLayer).toBeUndefined();
  });
  it('events carry tool_version 1.0 and a timestamp', () => {
    expect(buildEvent('report_downloaded', { website_url: 'u' }, new Date('2026-01-01T00:00:00Z'))).toEqual({
      event: 'report_downloaded',
      website_url: 'u',
      tool_version: '1.0',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('toasts', () => {
  it('shows one at a time and hides after the duration', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'A' });
      toast({ title: 'B', duration: 2000 });
    });
    expect(result.current.filter((t) => t.open).map((t) => t.title)).toEqual(['B']);
    act(() => void vi.advanceTimersByTime(2001));
    expect(result.current.filter((t) => t.open)).toHaveLength(0);
  });
});

describe('checkout opening', () => {
  const target = { checkoutUrl: 'https://pay.example/cs_1', email: 'a@b.co', productType: 'single_page' as const };
  it('embedded: posts STRIPE_CHECKOUT_REDIRECT to the parent', () => {
    const postMessage = vi.fn();
    openCheckout(target, { embedded: true, win: { parent: { postMessage } } as unknown as Window });
    expect(postMessage).toHaveBeenCalledWith({ type: 'STRIPE_CHECKOUT_REDIRECT', ...target }, '*');
  });
  it('embedded and posting fails: a toast with a Complete Payment button', () => {
    const { result } = renderHook(() => useToasts());
    const win = {
      parent: {
        postMessage: () => {
          throw new Error('blocked');
        },
      },
      open: vi.fn(),
    } as unknown as Window;
    act(() => openCheckout(target, { embedded: true, win }));
    expect(result.current[0]).toMatchObject({ title: 'Payment Page Ready', duration: 15000 });
    result.current[0].action!.onClick();
    expect(win.open).toHaveBeenCalled();
  });
  it('popup blocked: navigates to the checkout', () => {
    const win = { open: () => null, location: { href: '' } } as unknown as Window;
    openCheckout(target, { embedded: false, win });
    expect(win.location.href).toBe(target.checkoutUrl);
  });
});

describe('en-GB spelling in the page', () => {
  it('converts existing and later text and attributes', async () => {
    document.body.innerHTML =
      '<div id="r"><p>Optimization and color</p><input placeholder="Analyze" value="analyze"></div>';
    const root = document.getElementById('r')!;
    const stop = startBritishSpelling(root);
    expect(root.querySelector('p')!.textContent).toBe('Optimisation and colour');
    expect(root.querySelector('input')!.getAttribute('placeholder')).toBe('Analyse');
    expect((root.querySelector('input') as HTMLInputElement).value).toBe('analyze');
    const p = document.createElement('p');
    p.textContent = 'Analyzing Your Website';
    root.appendChild(p);
    await new Promise((r) => setTimeout(r, 0));
    expect(p.textContent).toBe('Analysing Your Website');
    stop();
  });
});
