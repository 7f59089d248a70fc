/**
 * Visitor-side validation rules (visitor.md section 5). Pure; shared by the
 * browser and the server.
 */

/** http(s) address with a domain and a top-level part: host 1-256 characters, top-level part 1-6. */
export const WEBSITE_URL_RE =
  /^https?:\/\/(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*)$/;

export const URL_FORMAT_ERROR = 'Please enter a valid URL';
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
export const EMAIL_LIST_INVALID = 'Please enter valid email addresses separated by commas';
export const NAME_REQUIRED = 'Name is required';

/** The report-request e-mail field: one or more addresses separated by commas. */
export function emailListError(value: string): string | null {
  if (!value || !value.trim()) return EMAIL_REQUIRED;
  const items = value.split(',').map((s) => s.trim());
  return items.every((item) => isValidEmail(item)) ? null : EMAIL_LIST_INVALID;
}

/** The addresses of a valid list, trimmed. */
export function parseEmailList(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** The chat widget loads only if its app id is exactly 24 letters or digits. */
export function isValidChatAppId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9]{24}$/.test(id);
}
