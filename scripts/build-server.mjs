// Bundles the server, the CLI and the MCP server into dist/ (dependencies stay in node_modules).
import { build } from 'esbuild';
import fs from 'node:fs';

await build({
  entryPoints: {
    'server/main': 'src/server/main.ts',
    'cli/main': 'src/cli/main.ts',
    'mcp/main': 'src/mcp/main.ts',
    // The parse worker thread, beside each bundle that starts it (engine/threads/parse-off-thread.ts).
    'server/parse-thread': 'src/engine/threads/parse-thread.ts',
    'cli/parse-thread': 'src/engine/threads/parse-thread.ts',
    'mcp/parse-thread': 'src/engine/threads/parse-thread.ts',
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
