import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webLayers from './eslint-rules/feature-boundaries.js';
import serverBoundaries from './eslint-rules/server-boundaries.js';

// Import bans on the server. ESLint keeps one no-restricted-imports setting per file (the last block
// that matches wins), so each block below lists every ban that applies to its files.
const NO_WEB = { group: ['**/web/**', '@web/**'], message: 'The server never imports web code.' };
const NO_TEST_MODE = {
  group: ['**/test-mode', '**/test-mode/**'],
  message: 'The Stripe path never imports the test-mode provider: server/billing/index.ts picks one.',
};
const NO_TEST_MODE_TABLES = {
  group: ['**/db/schema'],
  importNames: ['testCheckoutSession', 'testSubscription', 'testWebhookEvent'],
  message: 'The test-mode tables belong to server/billing/test-mode/.',
};
const NO_STRIPE_PATH = {
  group: ['**/webhook', '**/stripe-provider'],
  message: 'The test mode meets the Stripe path only through the shared interface (server/billing/provider.ts).',
};
const TESTS = ['**/*.test.ts', 'server/test/**'];
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The environment is read in one place only (server/env.ts), parsed and validated at boot.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from server/env.ts.' },
      ],
    },
  },
  {
    files: ['server/env.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.ts', 'server/test/**', '**/*.test.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // @core/, @server/, @web/ (tsconfig.json "paths") wherever an import leaves its own area.
    files: ['core/**/*.ts', 'server/**/*.ts', 'web/src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-aliases': webLayers },
    rules: { 'import-aliases/use-aliases': 'error' },
  },
  {
    // One-way dependencies: web -> core <- server.
    files: ['core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@server/**', '@web/**', 'fastify*', 'react*', 'drizzle-orm*'],
              message: 'core/ is pure shared TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks, 'web-layers': webLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // app -> features -> components/lib; a feature reaches another only through its index.ts.
      'web-layers/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@server/**'], message: 'The web app never imports server code.' }] },
      ],
      // Stored text (names, bios, notes) is shown as text: React escapes it unless told not to.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text: no dangerouslySetInnerHTML.',
        },
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(inner|outer)HTML$/]',
          message: 'Render text as text: no innerHTML/outerHTML.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Render text as text: no HTML strings into the page.',
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
          message: 'Render text as text: no HTML strings into the page.',
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: restrictImports(NO_WEB),
  },
  {
    // Application code outside billing's test mode never touches the test-mode tables.
    files: ['server/**'],
    ignores: [...TESTS, 'server/billing/test-mode/**', 'server/db/schema.ts'],
    rules: restrictImports(NO_WEB, NO_TEST_MODE_TABLES),
  },
  {
    // Features meet through their front doors (server/features/<name>/index.ts); infrastructure
    // (server/* but features/, app.ts, main.ts, test/) imports no feature (decision 038).
    files: ['server/**/*.ts'],
    plugins: { 'server-boundaries': serverBoundaries },
    rules: { 'server-boundaries/server-boundaries': 'error' },
  },
  {
    // The Stripe path and the shared billing code never import the test mode; index.ts picks one.
    files: ['server/billing/**'],
    ignores: [...TESTS, 'server/billing/index.ts', 'server/billing/test-mode/**'],
    rules: restrictImports(NO_WEB, NO_TEST_MODE, NO_TEST_MODE_TABLES),
  },
  {
    files: ['server/billing/index.ts'],
    rules: restrictImports(NO_WEB, NO_TEST_MODE_TABLES),
  },
  {
    // The test mode: its own tables, the shared interface, never the Stripe provider or the webhook.
    files: ['server/billing/test-mode/**'],
    ignores: TESTS,
    rules: restrictImports(NO_WEB, NO_STRIPE_PATH),
  },
);
