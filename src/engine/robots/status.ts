/**
 * What the fetch result of /robots.txt means for crawling (RFC 9309 2.3.1), and whether a body served
 * as robots.txt is really an HTML page. Pure: the caller fetches.
 *
 * Fetching (the caller's part): request `scheme://authority/robots.txt`; follow redirects, at least
 * five consecutive ones and across authorities, and apply the rules reached to the initial authority
 * (2.3.1.2); pass the number of redirects already followed as `redirectsFollowed`.
 */

/** RFC 9309 2.3.1.2: "crawlers SHOULD follow at least five consecutive redirects". */
const ROBOTS_MAX_REDIRECTS = 5;

type RobotsStatusAction =
  /** 2xx: parse the body and follow its rules. */
  | 'parse'
  /** 3xx within the redirect budget: fetch the Location and ask again. */
  | 'follow-redirect'
  /** Unavailable: the crawler MAY access any resource. */
  | 'allow-all'
  /** Unreachable: the crawler MUST assume complete disallow. */
  | 'disallow-all';

interface RobotsStatusPolicy {
  /** HTTP status, or null when the server could not be reached (DNS, connection, TLS, timeout). */
  status: number | null;
  action: RobotsStatusAction;
  rfcSection: '2.3.1.1' | '2.3.1.2' | '2.3.1.3' | '2.3.1.4';
  reason: string;
  /** Google's documented handling, only when it differs from the RFC's. */
  google?: { action: RobotsStatusAction; reason: string };
}

interface StatusPolicyOptions {
  /** Redirects already followed to get this response (0 for the first response). */
  redirectsFollowed?: number;
}

export function robotsPolicyForStatus(status: number | null, options: StatusPolicyOptions = {}): RobotsStatusPolicy {
  if (status === null) {
    return {
      status,
      action: 'disallow-all',
      rfcSection: '2.3.1.4',
      reason: 'robots.txt unreachable (network error): complete disallow',
    };
  }
  if (status >= 200 && status <= 299) {
    return {
      status,
      action: 'parse',
      rfcSection: '2.3.1.1',
      reason: `HTTP ${status}: the crawler MUST follow the parseable rules`,
    };
  }
  if (status >= 300 && status <= 399) {
    const followed = options.redirectsFollowed ?? 0;
    if (followed < ROBOTS_MAX_REDIRECTS) {
      return {
        status,
        action: 'follow-redirect',
        rfcSection: '2.3.1.2',
        reason: `HTTP ${status}: follow the redirect (${followed} of ${ROBOTS_MAX_REDIRECTS} followed so far)`,
      };
    }
    return {
      status,
      action: 'allow-all',
      rfcSection: '2.3.1.2',
      reason: `HTTP ${status} after ${followed} redirects: more than ${ROBOTS_MAX_REDIRECTS} consecutive redirects, robots.txt treated as unavailable`,
    };
  }
  if (status >= 400 && status <= 499) {
    const policy: RobotsStatusPolicy = {
      status,
      action: 'allow-all',
      rfcSection: '2.3.1.3',
      reason: `HTTP ${status}: robots.txt unavailable (400-499), the crawler MAY access any resource`,
    };
    if (status === 401 || status === 403) policy.reason += '; Google treats 401 and 403 like 404';
    if (status === 429) {
      policy.google = {
        action: 'disallow-all',
        reason: 'Google treats 429 Too Many Requests like a server error: complete disallow',
      };
    }
    return policy;
  }
  if (status >= 500 && status <= 599) {
    return {
      status,
      action: 'disallow-all',
      rfcSection: '2.3.1.4',
      reason: `HTTP ${status}: robots.txt unreachable (server error), complete disallow`,
    };
  }
  return {
    status,
    action: 'disallow-all',
    rfcSection: '2.3.1.4',
    reason: `HTTP ${status} is not a usable final status: treated as unreachable, complete disallow`,
  };
}

/**
 * Whether text served as robots.txt is an HTML page: after a BOM, whitespace and HTML comments, it
 * starts with `<!doctype html`, `<html`, `<head` or `<body`. RFC 9309 2.3 asks for text/plain, but a
 * successfully downloaded file's parseable rules MUST be followed (2.3.1.1, 2.3.1.5), so a body served
 * with an HTML content type should still be parsed when this is false. The caller decides.
 */
export function looksLikeHtml(text: string): boolean {
  let s = text.replace(/^\uFEFF/, '');
  for (;;) {
    s = s.replace(/^\s+/, '');
    if (!s.startsWith('<!--')) break;
    const end = s.indexOf('-->', 4);
    if (end < 0) return false;
    s = s.slice(end + 3);
  }
  return /^<(?:!doctype\s+html|html|head|body)(?=[\s>/]|$)/i.test(s);
}
