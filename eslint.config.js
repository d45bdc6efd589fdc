import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webLayers from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The environment is read in one place only (server/env.ts), parsed and validated at boot.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from server/env.ts.' }],
    },
  },
  {
    files: ['server/env.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.ts', 'server/test/**', '**/*.test.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // One-way dependencies: web -> core <- server.
    files: ['core/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**', 'fastify*', 'react*', 'drizzle-orm*'], message: 'core/ is pure shared TypeScript.' }] }] },
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks, 'web-layers': webLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // app -> features -> components/lib; a feature reaches another only through its index.ts.
      'web-layers/feature-boundaries': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The web app never imports server code.' }] }],
      // Stored text (names, bios, notes) is shown as text: React escapes it unless told not to.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as text: no dangerouslySetInnerHTML.' },
        { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(inner|outer)HTML$/]", message: 'Render text as text: no innerHTML/outerHTML.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Render text as text: no HTML strings into the page.' },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'Render text as text: no HTML strings into the page.' },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'The server never imports web code.' }] }] },
  },
);
