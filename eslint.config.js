import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.scratch/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One shape for the product code (issue 15): files and functions small enough to read at once.
    // Route tables (functions that only register routes) are exempted where they stand, with the reason.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'max-lines': ['error', { max: 350, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // String.prototype.matchAll runs a copy of the pattern, compiled again each time V8 has dropped its cache:
    // the engine finds every match with the pattern itself (docs/decisions/164).
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts', 'src/engine/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='matchAll']",
          message: 'Use allMatches from src/engine/computed/all-matches.ts.',
        },
      ],
    },
  },
  {
    // A lazily loaded screen needs the complete stylesheet with it (docs/decisions/028): src/web/lib/lazy.ts.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/lazy.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy'], MemberExpression[object.name='React'][property.name='lazy']",
          message: 'Use lazyWithPreload from @/web/lib/lazy.',
        },
      ],
    },
  },
);
