import type { BrandConfig } from '@/shared/brand';
import { escapeHtml as esc } from '../../html';
import type { MonitorChange } from './alert-conditions';

/** The monitor's mail (docs/decisions/022) in the tenant's brand, with a plain-text part; every value escaped. */
interface MonitorMail {
  subject: string;
  html: string;
  text: string;
}

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? esc(url) : '#');

/** The branded frame every monitor mail shares: company header, body rows, footer. */
function frame(brand: BrandConfig, subject: string, rows: string): string {
  const company = esc(brand.companyName);
  return `<!doctype html>
<html lang="${esc(brand.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" style="max-width:640px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${esc(brand.colors.primary)};color:#ffffff;padding:20px 24px;font-size:15px;font-weight:600">${company}</td></tr>
${rows}
<tr><td style="background:#111827;color:#d1d5db;padding:16px 24px;text-align:center;font-size:12px">© 2025 ${company}. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`;
}

const button = (href: string, label: string, colour: string) =>
  `<a href="${safeHref(href)}" style="display:inline-block;background:${esc(colour)};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${esc(label)}</a>`;

/** The alert: what changed on the page, before and after, a link to the report and the one-click unsubscribe. */
export function renderAlertEmail(input: {
  brand: BrandConfig;
  url: string;
  changes: MonitorChange[];
  reportUrl: string;
  unsubscribeUrl: string;
}): MonitorMail {
  const { brand, url, changes } = input;
  const subject = `Alert: ${url} changed for AI search`;
  const rows = changes
    .map(
      (c) =>
        `<tr><td style="padding:8px;border-top:1px solid #e5e7eb">${esc(c.title)}</td><td style="padding:8px;border-top:1px solid #e5e7eb;color:#6b7280">${esc(c.before)}</td><td style="padding:8px;border-top:1px solid #e5e7eb;font-weight:600">${esc(c.after)}</td></tr>`,
    )
    .join('');
  const html = frame(
    brand,
    subject,
    `<tr><td style="padding:20px 24px"><h1 style="font-size:20px;margin:0 0 8px">Something changed on a page you monitor</h1>
<p style="font-size:14px;margin:0 0 16px"><a href="${safeHref(url)}" style="color:${esc(brand.colors.accent)}">${esc(url)}</a></p>
<table role="presentation" width="100%" style="font-size:14px;border-collapse:collapse"><tr><th align="left" style="padding:8px">What changed</th><th align="left" style="padding:8px">Before</th><th align="left" style="padding:8px">Now</th></tr>${rows}</table>
<p style="margin:20px 0 0">${button(input.reportUrl, 'See the report', brand.colors.primary)}</p></td></tr>
<tr><td style="padding:12px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">You receive this because this address subscribed to alerts for this page. <a href="${safeHref(input.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></td></tr>`,
  );
  const text = [
    brand.companyName,
    '',
    'Something changed on a page you monitor',
    url,
    '',
    ...changes.map((c) => `${c.title}: ${c.before} -> ${c.after}`),
    '',
    `See the report: ${input.reportUrl}`,
    '',
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html, text };
}

/** The confirmation a visitor's alert address gets first: no alert goes to an address that did not ask. */
export function renderConfirmEmail(input: {
  brand: BrandConfig;
  url: string;
  frequency: string;
  confirmUrl: string;
}): MonitorMail {
  const { brand, url } = input;
  const subject = `${brand.companyName}: confirm alerts for ${url}`;
  const body = `Someone asked to check this page ${input.frequency === 'daily' ? 'every day' : 'every week'} and to send alerts to this address when AI search engines can no longer see it. Nothing is sent until you confirm. If it was not you, ignore this mail.`;
  const html = frame(
    brand,
    subject,
    `<tr><td style="padding:20px 24px"><h1 style="font-size:20px;margin:0 0 8px">Confirm your page alerts</h1>
<p style="font-size:14px;margin:0 0 8px"><a href="${safeHref(url)}" style="color:${esc(brand.colors.accent)}">${esc(url)}</a></p>
<p style="font-size:14px;line-height:1.5;margin:0 0 16px">${esc(body)}</p>${button(input.confirmUrl, 'Confirm alerts', brand.colors.primary)}</td></tr>`,
  );
  const text = [brand.companyName, '', 'Confirm your page alerts', url, '', body, '', input.confirmUrl].join('\n');
  return { subject, html, text };
}
