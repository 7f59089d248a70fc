#!/usr/bin/env node
// `getseen <url>` after install: the built CLI (npm run build), else the TypeScript source through tsx.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const { main } = existsSync(built)
  ? await import(pathToFileURL(built).href)
  : await (async () => {
      const { register } = await import('tsx/esm/api');
      register();
      return import('../src/cli/main.ts');
    })();
process.exit(await main(process.argv.slice(2)));
