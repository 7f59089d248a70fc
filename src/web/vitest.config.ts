/** Quick run of the web and shared-helper unit tests without the database global setup:
 *  `npx vitest run --config src/web/vitest.config.ts`. The full suite uses the root config. */
import { defineConfig } from 'vitest/config';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export default defineConfig({
  root,
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  test: {
    include: ['src/web/**/*.test.{ts,tsx}', 'src/shared/{locale,currency,validation,scoring-bands}.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
