// Bundles the server and the CLI into dist/ (dependencies stay in node_modules).
import { build } from 'esbuild';
import fs from 'node:fs';

await build({
  entryPoints: {
    'server/main': 'src/server/main.ts',
    'engine/cli': 'src/engine/cli.ts',
    // The parse worker thread, beside each bundle that starts it (engine/threads/parse-off-thread.ts).
    'server/parse-thread': 'src/engine/threads/parse-thread.ts',
    'engine/parse-thread': 'src/engine/threads/parse-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
fs.cpSync('src/db/migrations', 'dist/server/migrations', { recursive: true });
