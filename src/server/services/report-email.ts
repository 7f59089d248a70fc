import type { AnalysisResult } from '@/shared/analysis';
import { CATEGORY_IDS, CATEGORY_LABELS, CATEGORY_SCORE_FIELDS, gateLine } from '@/shared/analysis';
import { engineVerdictLine } from '@/shared/crawler-access';
import type { BrandConfig } from '@/shared/brand';
import { localizeText } from '@/shared/locale';
import { cardColourBand, formatOverallScore, statusBand } from '@/shared/scoring-bands';
import { comparisonHtml, comparisonText, type ComparisonMail } from './comparison-email';

interface ReportEmail {
  subject: string;
  html: string;
  text: string;
}

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Greyscale report-card backgrounds by band (visitor.md section 4): 80+ lightest … below 20 darkest. */
const CARD_BG = ['#4b5563', '#9ca3af', '#d1d5db', '#e5e7eb', '#f9fafb'] as const;
const CARD_FG = ['#ffffff', '#111827', '#111827', '#111827', '#111827'] as const;

/** The static e-mail variant of the methodology notice (visitor.md section 1). */
const EMAIL_METHODOLOGY_NOTICE =
  'Methodology: this analysis loads your page in a real browser that runs its scripts, and compares what it sees with what AI crawlers that do not run scripts receive, to show what AI search engines and assistants can read and cite.';

function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

interface ReportInput {
  brand: BrandConfig;
  results: AnalysisResult;
  url: string;
  recipientName?: string | null;
  accessLink?: AccessLinkMail | null;
  /** A comparison with competitors: drawn first, as the report shows it, redacted when locked. */
  comparison?: ComparisonMail | null;
}

/** What both parts show, worked out once. */
interface ReportView extends ReportInput {
  locale: string;
  t: (s: string) => string;
  company: string;
  blocked: boolean;
  pageUrl: string;
  title: string;
  pageType: string;
  date: string;
  overall: string;
  categories: Array<{ label: string; score: number; status: string }>;
  paragraphs: string[];
  subject: string;
}

/**
 * The e-mail/print layout of visitor.md section 2 ('LLM Visibility Audit Report'), in the tenant's
 * brand colours and company name, with a plain-text part. All text from the analysis is escaped.
 */
export function renderReportEmail(input: ReportInput): ReportEmail {
  const { brand, results: r } = input;
  const locale = brand.locale;
  const t = (s: string) => localizeText(s, locale);
  const company = brand.companyName;
  const blocked = r.status === 'access_blocked';
  const pageUrl = r.pageDetails?.url || input.url;
  const title = r.pageDetails?.title || 'Not Available';
  const pageType = r.pageDetails?.pageType || 'Website';
  const date = formatDate(r.analyzedAt, locale);
  const overall = formatOverallScore(r.overallScore);
  const categories = CATEGORY_IDS.map((id) => {
    const score = Math.round(r[CATEGORY_SCORE_FIELDS[id]] as number);
    return { label: CATEGORY_LABELS[id], score, status: statusBand(score, blocked) };
  });
  const paragraphs = (r.narrativeReport ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(t);
  let host = pageUrl;
  try {
    host = new URL(pageUrl).hostname;
  } catch {
    /* keep as given */
  }
  const view: ReportView = {
    ...input,
    locale,
    t,
    company,
    blocked,
    pageUrl,
    title,
    pageType,
    date,
    overall,
    categories,
    paragraphs,
    subject: `LLM Visibility Audit Report: ${host}`,
  };
  return { subject: view.subject, html: reportHtml(view), text: reportText(view) };
}

/** The HTML part: tables and inline styles, as mail clients need. */
function reportHtml(v: ReportView): string {
  const {
    results: r,
    locale,
    t,
    company,
    blocked,
    pageUrl,
    title,
    pageType,
    date,
    overall,
    categories,
    paragraphs,
    subject,
  } = v;
  const primary = v.brand.colors.primary;
  const accent = v.brand.colors.accent;
  const safeHref = /^https?:\/\//i.test(pageUrl) ? esc(pageUrl) : '#';
  const card = (label: string, score: number, status: string, big = false) => {
    const band = cardColourBand(score);
    return `<td style="padding:6px;vertical-align:top;${big ? '' : 'width:20%;'}"><div style="background:${CARD_BG[band]};color:${CARD_FG[band]};border-radius:10px;padding:${big ? '24px' : '12px'};text-align:center;border:1px solid #d1d5db">
<div style="font-size:${big ? '14px' : '12px'};font-weight:600">${esc(label)}</div>
<div style="font-size:${big ? '48px' : '26px'};font-weight:700;line-height:1.2">${esc(big ? overall : String(score))}</div>
<div style="font-size:11px;font-weight:700;letter-spacing:0.05em">${esc(status)}</div></div></td>`;
  };

  return `<!doctype html>
<html lang="${esc(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" style="max-width:640px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${esc(primary)};color:#ffffff;padding:28px 24px;text-align:center">
<div style="font-size:13px;opacity:0.9">${esc(company)}</div>
<h1 style="margin:6px 0 4px;font-size:26px">LLM Visibility Audit Report</h1>
<div style="font-size:15px;opacity:0.95">AI Search Optimization Analysis</div></td></tr>
${v.recipientName ? `<tr><td style="padding:20px 24px 0">Hello ${esc(v.recipientName)},<br>here is the full report of your page.</td></tr>` : ''}
${v.comparison ? comparisonHtml(v.comparison, v.brand.colors) : ''}
<tr><td style="padding:20px 24px"><table role="presentation" width="100%" style="border:1px solid #e5e7eb;border-radius:8px;font-size:14px">
<tr><td style="padding:6px 12px;color:#6b7280;width:130px">Page URL</td><td style="padding:6px 12px"><a href="${safeHref}" style="color:${esc(accent)}">${esc(pageUrl)}</a></td></tr>
<tr><td style="padding:6px 12px;color:#6b7280">Page title</td><td style="padding:6px 12px">${esc(title)}</td></tr>
<tr><td style="padding:6px 12px;color:#6b7280">Page type</td><td style="padding:6px 12px">${esc(pageType)}</td></tr>
<tr><td style="padding:6px 12px;color:#6b7280">Analysis date</td><td style="padding:6px 12px">${esc(date)} (Live Website Scraped)<br><span style="font-size:12px;color:#6b7280">The live website was scraped at the time of the analysis.</span></td></tr>
</table></td></tr>
<tr><td style="padding:0 18px"><table role="presentation" width="100%"><tr>${card('Overall AI Visibility Score', r.overallScore, statusBand(r.overallScore, blocked), true)}</tr></table></td></tr>
<tr><td style="padding:0 18px"><table role="presentation" width="100%"><tr>${categories.map((c) => card(c.label, c.score, c.status)).join('')}</tr></table></td></tr>
${
  r.engines?.length
    ? `<tr><td style="padding:20px 24px 0"><h2 style="font-size:18px;margin:0 0 8px;color:${esc(primary)}">Will AI engines use this page?</h2><ul style="font-size:14px;line-height:1.6;margin:0;padding-left:18px">${r.engines.map((e) => `<li>${esc(engineVerdictLine(e))}</li>`).join('')}</ul></td></tr>`
    : ''
}
${
  r.gates?.length
    ? `<tr><td style="padding:16px 24px 0"><h2 style="font-size:18px;margin:0 0 8px;color:${esc(primary)}">What caps the score</h2><ul style="font-size:14px;line-height:1.6;margin:0;padding-left:18px">${r.gates.map((g) => `<li>${esc(gateLine(g))}</li>`).join('')}</ul></td></tr>`
    : ''
}
${
  paragraphs.length
    ? `<tr><td style="padding:20px 24px"><h2 style="font-size:18px;margin:0 0 8px;color:${esc(primary)}">Strategic Insights</h2>${paragraphs.map((p) => `<p style="font-size:14px;line-height:1.6;margin:0 0 12px">${esc(p)}</p>`).join('')}</td></tr>`
    : ''
}
${v.accessLink ? `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb">${accessLinkHtml(v.accessLink, primary, locale)}</td></tr>` : ''}
<tr><td style="padding:12px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${esc(t(EMAIL_METHODOLOGY_NOTICE))}</td></tr>
<tr><td style="background:#111827;color:#d1d5db;padding:16px 24px;text-align:center;font-size:12px">© 2025 ${esc(company)}. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`;
}

/** The plain-text part, line for line the HTML's content. */
function reportText(v: ReportView): string {
  const {
    results: r,
    locale,
    t,
    company,
    blocked,
    pageUrl,
    title,
    pageType,
    date,
    overall,
    categories,
    paragraphs,
  } = v;
  return [
    `${company}`,
    'LLM Visibility Audit Report',
    'AI Search Optimization Analysis',
    '',
    ...(v.recipientName ? [`Hello ${v.recipientName},`, 'here is the full report of your page.', ''] : []),
    ...(v.comparison ? comparisonText(v.comparison) : []),
    `Page URL: ${pageUrl}`,
    `Page title: ${title}`,
    `Page type: ${pageType}`,
    `Analysis date: ${date} (Live Website Scraped)`,
    '',
    `Overall AI Visibility Score: ${overall} (${statusBand(r.overallScore, blocked)})`,
    ...categories.map((c) => `${c.label}: ${c.score} (${c.status})`),
    ...(r.engines?.length ? ['', 'Will AI engines use this page?', ...r.engines.map(engineVerdictLine)] : []),
    ...(r.gates?.length ? ['', 'What caps the score', ...r.gates.map(gateLine)] : []),
    ...(paragraphs.length ? ['', 'Strategic Insights', '', ...paragraphs.flatMap((p) => [p, ''])] : ['']),
    ...(v.accessLink ? [...accessLinkText(v.accessLink, locale), ''] : []),
    t(EMAIL_METHODOLOGY_NOTICE),
    '',
    `© 2025 ${company}`,
  ].join('\n');
}

/** The access link of a payment (docs/decisions/008): opens what was paid for in one other browser, once. */
export interface AccessLinkMail {
  url: string;
  expiresAt: Date;
  /** true: the payment bought a credit for the next analysis, not a report that exists already. */
  credit?: boolean;
}

const ACCESS_LINK_TEXT = {
  heading: 'Open your report on another device',
  report: 'This link opens the full report in any browser. It works once and expires on {date}.',
  credit: 'This link makes your purchase available in any browser. It works once and expires on {date}.',
  button: 'Open my report',
  subject: 'Your access link',
};

const linkDate = (d: Date, locale: string) =>
  d.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });

function accessLinkHtml(link: AccessLinkMail, primary: string, locale: string): string {
  const safe = /^https?:\/\//i.test(link.url) ? esc(link.url) : '#';
  const body = (link.credit ? ACCESS_LINK_TEXT.credit : ACCESS_LINK_TEXT.report).replace(
    '{date}',
    linkDate(link.expiresAt, locale),
  );
  return `<h2 style="font-size:16px;margin:0 0 6px">${esc(ACCESS_LINK_TEXT.heading)}</h2>
<p style="font-size:14px;line-height:1.5;margin:0 0 12px">${esc(body)}</p>
<a href="${safe}" style="display:inline-block;background:${esc(primary)};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${esc(ACCESS_LINK_TEXT.button)}</a>
<p style="font-size:12px;color:#6b7280;margin:10px 0 0;word-break:break-all">${esc(link.url)}</p>`;
}

function accessLinkText(link: AccessLinkMail, locale: string): string[] {
  const body = (link.credit ? ACCESS_LINK_TEXT.credit : ACCESS_LINK_TEXT.report).replace(
    '{date}',
    linkDate(link.expiresAt, locale),
  );
  return [ACCESS_LINK_TEXT.heading, body, link.url];
}

/** The access-link mail alone: after a purchase made before any analysis, and when the payer asks for a new link. */
export function renderAccessLinkEmail(input: { brand: BrandConfig; link: AccessLinkMail }): ReportEmail {
  const { brand, link } = input;
  const company = brand.companyName;
  const primary = brand.colors.primary;
  const subject = `${company}: ${ACCESS_LINK_TEXT.subject}`;
  const html = `<!doctype html>
<html lang="${esc(brand.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" style="max-width:640px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${esc(primary)};color:#ffffff;padding:20px 24px;font-size:15px;font-weight:600">${esc(company)}</td></tr>
<tr><td style="padding:20px 24px">${accessLinkHtml(link, primary, brand.locale)}</td></tr>
<tr><td style="background:#111827;color:#d1d5db;padding:16px 24px;text-align:center;font-size:12px">© 2025 ${esc(company)}. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [company, '', ...accessLinkText(link, brand.locale), '', `© 2025 ${company}`].join('\n');
  return { subject, html, text };
}
