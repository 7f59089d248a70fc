#!/usr/bin/env node
// `getseen-mcp`: the MCP server on stdio (npm run build first, else the TypeScript source through tsx).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = fileURLToPath(new URL('../dist/mcp/main.js', import.meta.url));
if (existsSync(built)) await import(pathToFileURL(built).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/mcp/main.ts');
}
