/** Bot-protection / WAF fingerprints in a response. */
interface ChallengeVerdict {
  challenge: boolean;
  provider: string | null;
  evidence: string[];
}

function detectProvider(headers: Record<string, string>): string | null {
  const server = (headers['server'] ?? '').toLowerCase();
  if (headers['cf-ray'] || headers['cf-mitigated'] || server.includes('cloudflare')) return 'Cloudflare';
  if (headers['x-sucuri-id'] || server.includes('sucuri')) return 'Sucuri';
  if (headers['x-iinfo'] || /incap_ses|visid_incap/.test(headers['set-cookie'] ?? '')) return 'Imperva Incapsula';
  if (headers['x-datadome'] || /datadome/.test(headers['set-cookie'] ?? '')) return 'DataDome';
  if (
    server.includes('akamaighost') ||
    headers['x-akamai-transformed'] ||
    /_abck|ak_bmsc/.test(headers['set-cookie'] ?? '')
  )
    return 'Akamai';
  if (headers['x-amzn-waf-action'] || /aws-waf-token/.test(headers['set-cookie'] ?? '')) return 'AWS WAF';
  if (headers['x-vercel-mitigated'] || (server === 'vercel' && headers['x-vercel-challenge-token'])) return 'Vercel';
  if (/_px\d?=|_pxhd/.test(headers['set-cookie'] ?? '')) return 'HUMAN (PerimeterX)';
  if (server.includes('ddos-guard')) return 'DDoS-Guard';
  return null;
}

const BODY_MARKERS: [RegExp, string, string | null][] = [
  [/<title>\s*just a moment\.\.\.\s*<\/title>|just a moment\.\.\./i, "'Just a moment...' challenge page", 'Cloudflare'],
  [/cf-chl-|challenge-platform|cf_chl_opt/i, 'Cloudflare challenge script', 'Cloudflare'],
  [/attention required! \| cloudflare/i, "'Attention Required! | Cloudflare' page", 'Cloudflare'],
  [/g-recaptcha|hcaptcha\.com|h-captcha|turnstile\/v0|captcha-delivery\.com/i, 'CAPTCHA widget', null],
  [/_incapsula_resource|incapsula incident id/i, 'Imperva Incapsula incident page', 'Imperva Incapsula'],
  [/sucuri website firewall|access denied - sucuri/i, 'Sucuri firewall page', 'Sucuri'],
  [/px-captcha|perimeterx/i, 'PerimeterX challenge', 'HUMAN (PerimeterX)'],
  [/datadome/i, 'DataDome challenge', 'DataDome'],
  [/<title>\s*access denied\s*<\/title>[\s\S]{0,2000}reference #/i, 'Akamai access-denied page', 'Akamai'],
  [/checking your browser before accessing|ddos protection by/i, 'browser check interstitial', null],
  [/request unsuccessful\. incapsula/i, 'Incapsula block', 'Imperva Incapsula'],
];

/**
 * The body markers found in a page's first part. The last answer is kept: an analysis asks for the same body
 * once per crawler probe (most agents get the browser's bytes), and the eleven patterns dominated each call.
 */
let lastScan: { head: string; found: [string, string | null][] } | null = null;
function bodyMarkers(head: string): [string, string | null][] {
  if (lastScan?.head !== head)
    lastScan = { head, found: BODY_MARKERS.filter(([re]) => re.test(head)).map(([, label, p]) => [label, p]) };
  return lastScan.found;
}

/** Looks at status, headers and the first part of the body for a challenge or block page. */
export function detectChallenge(status: number, headers: Record<string, string>, body: string): ChallengeVerdict {
  const evidence: string[] = [];
  let provider = detectProvider(headers);
  if (headers['cf-mitigated']) evidence.push(`cf-mitigated: ${headers['cf-mitigated']}`);
  if (headers['x-vercel-mitigated']) evidence.push(`x-vercel-mitigated: ${headers['x-vercel-mitigated']}`);
  if (headers['x-amzn-waf-action']) evidence.push(`x-amzn-waf-action: ${headers['x-amzn-waf-action']}`);
  const head = body.slice(0, 60000);
  // Only trust body markers on small or error pages: big real pages may embed captcha scripts in forms.
  const smallOrError = status >= 400 || head.length < 30000;
  if (smallOrError) {
    for (const [label, p] of bodyMarkers(head)) {
      evidence.push(label);
      provider ??= p;
    }
  }
  const challenge =
    evidence.length > 0 && (status >= 400 || evidence.some((e) => !e.startsWith('CAPTCHA')) || head.length < 15000);
  return { challenge, provider, evidence };
}
