/**
 * Analytics and marketing (visitor.md sections 4 and 7): nothing leaves the page
 * without analytics consent. Granting loads the scripts once; withdrawing removes
 * them and clears their queues. Events carry tool_version 1.0 and a timestamp and
 * go to a configurable endpoint (VITE_ANALYTICS_ENDPOINT); an optional tag script
 * (VITE_ANALYTICS_SCRIPT) is loaded once.
 */
type MarketingEvent =
  'analysis_started' | 'analysis_completed' | 'lead_captured' | 'report_emailed' | 'report_downloaded';

declare global {
  interface Window {
    dataLayer?: unknown[];
    getseenAnalytics?: { events: unknown[] };
  }
}

const ENDPOINT: string | undefined = import.meta.env?.VITE_ANALYTICS_ENDPOINT;
const SCRIPT: string | undefined = import.meta.env?.VITE_ANALYTICS_SCRIPT;

let enabled = false;
let loaded = false;

export function analyticsEnabled() {
  return enabled;
}

/** Idempotent: loads once while consent holds. */
export function enableAnalytics() {
  enabled = true;
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.getseenAnalytics = { events: [] };
  if (SCRIPT) {
    const s = document.createElement('script');
    s.src = SCRIPT;
    s.async = true;
    s.dataset.getseenAnalytics = 'true';
    document.head.appendChild(s);
  }
  document.documentElement.dataset.analytics = 'loaded';
}

/** Removes the scripts and clears their queues. */
export function disableAnalytics() {
  enabled = false;
  if (!loaded) return;
  loaded = false;
  document.querySelectorAll('script[data-getseen-analytics]').forEach((s) => s.remove());
  if (window.dataLayer) window.dataLayer.length = 0;
  delete window.dataLayer;
  delete window.getseenAnalytics;
  delete document.documentElement.dataset.analytics;
}

export function buildEvent(name: MarketingEvent, props: Record<string, unknown>, now = new Date()) {
  return { event: name, ...props, tool_version: '1.0', timestamp: now.toISOString() };
}

/** Sends an event only with analytics consent; failures are only logged. */
export function trackEvent(name: MarketingEvent, props: Record<string, unknown>): boolean {
  if (!enabled) return false;
  const payload = buildEvent(name, props);
  window.dataLayer?.push(payload);
  window.getseenAnalytics?.events.push(payload);
  if (ENDPOINT) {
    try {
      const body = JSON.stringify(payload);
      if (!navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) {
        void fetch(ENDPOINT, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
          keepalive: true,
        }).catch((e) => console.warn('analytics', e));
      }
    } catch (e) {
      console.warn('analytics', e);
    }
  }
  return true;
}

/** CRM tracking helper: failures are only logged. */
export function trackLead(data: Record<string, unknown>) {
  try {
    trackEvent('lead_captured', data);
  } catch (e) {
    console.warn('CRM tracking failed', e);
  }
}
