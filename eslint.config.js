import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Files where long functions are tables or scripts of steps, not logic (issue 10). */
const LONG_FUNCTIONS_ALLOWED = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.ts',
  '**/e2e/**',
  '**/test/**',
  '**/testing/**',
  'apps/server/src/db/migrations/**',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // STYLE.md: a function does one thing; over 80 lines it is doing several.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: LONG_FUNCTIONS_ALLOWED,
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // STYLE.md: web features do not import each other; server modules share through plugins and
  // lib/, not each other's files. Each feature or module is an element; it may import itself and
  // anything that is not a feature or module.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*', 'apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
      ],
      'import/resolver': {
        typescript: {
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: [
                {
                  to: {
                    element: {
                      type: 'web-feature',
                      captured: { name: '!{{ from.element.captured.name }}' },
                    },
                  },
                },
              ],
              message:
                'A feature must not import another feature ({{ to.element.captured.name }}): move the shared piece to components/ or lib/',
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: [
                {
                  to: {
                    element: {
                      type: 'server-module',
                      captured: { name: '!{{ from.element.captured.name }}' },
                    },
                  },
                },
              ],
              message:
                'A module must not import another module ({{ to.element.captured.name }}): share through a plugin or lib/',
            },
          ],
        },
      ],
    },
  },
);
