/*
 * Runs before the app bundle (a classic script, so ahead of the deferred module scripts). Our CSP has no
 * 'unsafe-eval': zod's JIT probe (`new Function('')`, run while schemas are built) would be refused and
 * reported as a securitypolicyviolation on every page. zod reads its configuration from this global, so
 * setting jitless here, before any schema exists, skips the probe (parsing is the same, slightly slower).
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
