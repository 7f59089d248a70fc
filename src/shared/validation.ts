/**
 * Visitor-side validation rules (visitor.md section 5). Pure; shared by the
 * browser and the server.
 */

/** http(s) address with a domain and a top-level part: host 1-256 characters, top-level part 1-6. */
const WEBSITE_URL_RE =
  /^https?:\/\/(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*)$/;

const URL_FORMAT_ERROR = 'Please enter a valid URL';
export const URL_PLACEHOLDER = 'https://www.yourwebsite.com';

export function isValidWebsiteUrl(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= 2048 && WEBSITE_URL_RE.test(v);
}

/** Null when the URL may be submitted, else the message to show. Empty or the untouched placeholder cannot be submitted. */
export function websiteUrlError(value: string, placeholder: string = URL_PLACEHOLDER): string | null {
  const v = value.trim();
  if (!v || v === placeholder) return URL_FORMAT_ERROR;
  return isValidWebsiteUrl(v) ? null : URL_FORMAT_ERROR;
}

const EMAIL_RE = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

export const EMAIL_REQUIRED = 'Email is required';
const EMAIL_LIST_INVALID = 'Please enter valid email addresses separated by commas';
export const NAME_REQUIRED = 'Name is required';

/** The report-request e-mail field: one or more addresses separated by commas. */
export function emailListError(value: string): string | null {
  if (!value || !value.trim()) return EMAIL_REQUIRED;
  const items = value.split(',').map((s) => s.trim());
  return items.every((item) => isValidEmail(item)) ? null : EMAIL_LIST_INVALID;
}

/** The report e-mail goes to one address (finding 7, docs/decisions/008). */
const EMAIL_ONE_ONLY = 'Please enter one email address: the report is sent to one recipient';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** The send-report e-mail field: exactly one address. */
export function singleEmailError(value: string): string | null {
  if (!value || !value.trim()) return EMAIL_REQUIRED;
  const items = value
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length > 1) return items.every((item) => isValidEmail(item)) ? EMAIL_ONE_ONLY : EMAIL_LIST_INVALID;
  return items.length === 1 && isValidEmail(items[0]) && items[0].length <= 254 ? null : EMAIL_INVALID;
}

/** The recipient's name goes into the mail's greeting: a plain name, no links, digits or markup. */
export const NAME_MAX = 80;
export const NAME_INVALID = "Please enter a name using letters, spaces and . , ' - only";
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX} characters`;
export const PLAIN_NAME_RE = /^\p{L}[\p{L}\p{M} .,'\u2019-]*$/u;

/** Null when the (trimmed) name may be used in a report e-mail, else the message to show. */
export function plainNameError(value: string): string | null {
  const v = (value ?? '').trim();
  if (!v) return NAME_REQUIRED;
  if (v.length > NAME_MAX) return NAME_TOO_LONG;
  return PLAIN_NAME_RE.test(v) ? null : NAME_INVALID;
}

/** A plain name made from an e-mail's local part (the payment return names the payer so). */
export function plainNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const name = local
    .replace(/[^\p{L}\p{M}]+/gu, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return name && PLAIN_NAME_RE.test(name) ? name : 'Customer';
}

/** The chat widget loads only if its app id is exactly 24 letters or digits. */
export function isValidChatAppId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9]{24}$/.test(id);
}
