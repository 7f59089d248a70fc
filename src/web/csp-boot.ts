/**
 * Runs before the app (its own <script type="module"> in index.html, ahead of main.tsx). Our CSP has no
 * 'unsafe-eval': zod's JIT probe (`new Function('')`, run while schemas are built) would be refused and
 * reported as a securitypolicyviolation on every page. zod reads its config from this global object, so
 * setting jitless here — before any chunk that builds a schema is evaluated — skips the probe.
 */
const g = globalThis as unknown as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = { ...(g.__zod_globalConfig ?? {}), jitless: true };
export {};
