import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ENGINES = ['libs/extractors/src/**/*.ts', 'libs/spellcheck/src/**/*.ts', 'libs/classifier/src/**/*.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/generated/**', 'apps/widget/dist/**', 'apps/portal/dist/**', '**/*.mjs', '**/*.cjs', '**/*.js', 'apps/*/vite*.config.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.mts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // ASCII ranges such as /[\x00-\x7f]/ are deliberate in text folding.
      'no-control-regex': 'off',
    },
  },
  {
    // Engines are pure: no framework, no database, no environment, no I/O. Data is passed in.
    files: ENGINES,
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*', 'typeorm', 'pg', 'ioredis', 'socket.io*'], message: 'Engines stay free of Nest, TypeORM and I/O.' },
            { group: ['fs', 'node:fs', 'fs/*', 'node:fs/*', 'http', 'node:http', 'https', 'node:https', 'net', 'node:net', 'child_process', 'node:child_process'], message: 'Engines do no I/O: pass data in.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Engines do not read the environment.' }],
    },
  },
  {
    // Scripts, benchmarks and tests print.
    files: ['bench/**', 'scripts/**', '**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.int-spec.ts', 'libs/*/scripts/**', 'apps/widget/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Data build scripts read packages that ship plain CommonJS and untyped JSON.
    files: ['libs/*/scripts/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
