import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import boundaries from './eslint-rules/boundaries.js';

const SEE = 'See docs/architecture.md.';
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Every regex in src is linear (issue 23): a pattern that backtracks super-linearly lets one long input
  // stall the event loop for everyone (the old EMAIL_PATTERN took seconds on 50,000 dots).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Boundaries of docs/architecture.md ("Import rules, and why"): shared imports nothing of ours or of a
  // runtime; web and server never meet. Each message names the page, so whoever meets one can read why.
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/server/**', '**/web/**'],
          message: `src/shared is isomorphic: it may not import server or web code. ${SEE}`,
        },
        {
          group: ['react', 'react-*', 'fastify', 'fastify*', '@fastify/*', 'drizzle-orm*', 'node:*', 'pg'],
          message: `src/shared imports only zod. ${SEE}`,
        },
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/server/**', 'fastify*', '@fastify/*', 'drizzle-orm*', 'pg', 'node:*'],
          message: `The web app never imports server code. ${SEE}`,
        },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/web/**', 'react', 'react-dom'], message: `The server never imports web code. ${SEE}` },
      ]),
    },
  },
  // Email templates are the server's only JSX (react-email renders them to HTML and text).
  {
    files: ['src/server/**/*.tsx'],
    ignores: ['src/server/platform/mail/templates/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/web/**', 'react', 'react-dom'],
          message: `JSX on the server belongs in platform/mail/templates. ${SEE}`,
        },
      ]),
    },
  },
  {
    files: ['src/server/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/modules/**'], message: `platform/ knows no feature. ${SEE}` },
        { group: ['**/web/**'], message: `The server never imports web code. ${SEE}` },
      ]),
    },
  },
  {
    files: ['src/web/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/features/**'], message: `components/ui knows no feature. ${SEE}` },
      ]),
    },
  },
  // Seams between features (eslint-rules/boundaries.js): another module only through its service or dto,
  // drizzle only in repositories and db/, another web feature only through its api/ folder.
  {
    files: ['src/server/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/module-seams': 'error' },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    // Tests arrange and inspect rows directly; the rule is for the code they test.
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/drizzle-in-repositories': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/feature-seams': 'error', 'boundaries/web-layers': 'error' },
  },
);
