import * as oidc from 'openid-client';
import type { AppContext } from '../../context';

/** The sign-in transaction kept in a short-lived signed cookie between /google and /callback. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  verifier: string;
  createdAt: number;
}

export const OIDC_COOKIE = 'gs_admin_oidc';
export const OIDC_TRANSACTION_MS = 10 * 60_000;

const configs = new Map<string, Promise<oidc.Configuration>>();

/** Discovers the issuer once per process (Google, or the loopback provider in tests). */
function oidcConfiguration(ctx: AppContext): Promise<oidc.Configuration> {
  const { GOOGLE_ISSUER_URL: issuer, GOOGLE_CLIENT_ID: id, GOOGLE_CLIENT_SECRET: secret } = ctx.config;
  const key = `${issuer}|${id}`;
  let found = configs.get(key);
  if (!found) {
    const insecure = new URL(issuer).protocol === 'http:' && !ctx.config.isProduction;
    found = oidc.discovery(
      new URL(issuer),
      id!,
      secret!,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.catch(() => configs.delete(key));
    configs.set(key, found);
  }
  return found;
}

const redirectUri = (ctx: AppContext) => new URL('/api/admin/auth/callback', ctx.config.PUBLIC_BASE_URL).toString();

/** Where to send the browser to sign in: authorization code with PKCE (S256), state and nonce. */
export async function beginSignIn(ctx: AppContext): Promise<{ url: string; transaction: OidcTransaction }> {
  const config = await oidcConfiguration(ctx);
  const verifier = oidc.randomPKCECodeVerifier();
  const transaction: OidcTransaction = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    createdAt: Date.now(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(ctx),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    prompt: 'select_account',
  });
  return { url: url.toString(), transaction };
}

/** Exchanges the code, checks state, nonce and the ID token; returns the verified e-mail. */
export async function completeSignIn(
  ctx: AppContext,
  callbackQuery: string,
  transaction: OidcTransaction,
): Promise<{ email: string }> {
  const config = await oidcConfiguration(ctx);
  const current = new URL(redirectUri(ctx));
  current.search = callbackQuery;
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new Error('The identity provider did not return an e-mail address');
  if (claims?.email_verified === false) throw new Error('The e-mail address of this Google account is not verified');
  return { email };
}
