import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const ENGINES = ['libs/extractors/src/**/*.ts', 'libs/spellcheck/src/**/*.ts', 'libs/classifier/src/**/*.ts'];

export default tseslint.config(
  { ignores: ['dist/**', '**/dist/**', 'node_modules/**', '**/generated/**', 'apps/widget/dist/**', 'apps/portal/dist/**', '**/*.mjs', '**/*.cjs', '**/*.js', 'apps/*/vite*.config.mts'] },
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
    // Engines are pure: no environment either (their imports are checked by the boundaries below).
    files: ENGINES,
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Engines do not read the environment.' }],
    },
  },
  {
    // Import boundaries, checked on what each import resolves to (a relative path included), with
    // eslint-plugin-boundaries rather than dependency-cruiser: the rules run in `eslint .` and in the
    // editor like every other rule, with no second tool, config or pass over the sources.
    // - apps/*/src/common/ is the floor: it imports no feature module (apps/*/src/modules/*).
    // - libs/ never import apps/, except libs/testing, the test harness that boots them (it ships nowhere).
    // - Engines (libs/extractors|spellcheck|classifier/src) use no framework, database, network or
    //   file system, and no lib that does: data is passed in. Their tests may read fixtures.
    files: ['apps/**/*.{ts,tsx,mts}', 'libs/**/*.{ts,tsx,mts}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'common', pattern: 'apps/*/src/common', capture: ['app'], partialMatch: false },
        { type: 'module', pattern: 'apps/*/src/modules/*', capture: ['app', 'module'], partialMatch: false },
        { type: 'app', pattern: 'apps/*', capture: ['app'], partialMatch: false },
        { type: 'engine', pattern: 'libs/{extractors,spellcheck,classifier}/src', capture: ['lib'], partialMatch: false },
        { type: 'harness', pattern: 'libs/testing', partialMatch: false },
        { type: 'lib', pattern: 'libs/*', capture: ['lib'], partialMatch: false },
      ],
      // First match wins: a test, else source.
      'boundaries/files': [
        { category: 'test', pattern: '**/*.{spec,int-spec,e2e-spec,browser-spec}.ts' },
        { category: 'source', pattern: '**/*' },
      ],
      'boundaries/files-single-match': true,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Packages and Node's own modules too, not only the project's files.
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { type: 'common' } },
              disallow: { to: { element: { type: 'module' } } },
              message: 'common/ imports no feature module: move the piece into its module, or give common/ a minimal type of its own',
            },
            {
              from: { element: { type: ['lib', 'engine'] } },
              disallow: { to: { element: { type: ['app', 'common', 'module'] } } },
              message: 'libs/ never import apps/: move what both need into a lib',
            },
            {
              from: { element: { type: 'engine' }, file: { categories: 'source' } },
              disallow: {
                to: [
                  { module: { origin: 'external', source: ['@nestjs/*', 'typeorm', 'pg', 'ioredis', 'socket.io*', '@parley/{persistence,config,testing}'] } },
                  { module: { origin: 'core', source: ['{node:,}{fs,fs/*,http,https,http2,net,dgram,tls,child_process,worker_threads}'] } },
                  { element: { type: ['lib', 'harness'] } },
                ],
              },
              message: 'Engines do no I/O and use no framework: pass data in',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repositories and stores: every other file of the servers, of the libs that talk
    // to the database and of the command-line scripts asks the owner of the table (a
    // `*.repository.ts` or `*.store.ts`; a script builds it over the DataSource it was given).
    // Getting hold of a database handle counts too (injecting a DataSource, an EntityManager or
    // a TypeORM Repository), since anything holding one can run SQL.
    files: ['apps/api/src/**/*.ts', 'apps/webchat/src/**/*.ts', 'libs/trainer-runtime/src/**/*.ts', 'libs/botmeter/src/**/*.ts', 'libs/server-modules/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.store.ts', '**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ['CallExpression[callee.property.name="query"]', '.query()'],
          ['CallExpression[callee.property.name="createQueryBuilder"]', '.createQueryBuilder()'],
          ['CallExpression[callee.property.name="getRepository"]', '.getRepository()'],
          ['CallExpression[callee.property.name="transaction"]', '.transaction()'],
          ['Decorator[expression.callee.name=/^Inject(Repository|DataSource|EntityManager)$/]', 'an injected Repository, DataSource or EntityManager'],
          [
            'ImportDeclaration[source.value="typeorm"][importKind!="type"] > ImportSpecifier[importKind!="type"][imported.name=/^(DataSource|EntityManager|Repository|QueryRunner)$/]',
            'a DataSource, EntityManager, Repository or QueryRunner (a type-only import is fine)',
          ],
        ].map(([selector, what]) => ({ selector, message: `SQL only in repositories and stores (*.repository.ts, *.store.ts): move ${what} into the owner of the table.` })),
      ],
    },
  },
  {
    // Test files share their vitest worker's modules (isolate: false in vitest.config.mts): a file
    // that replaced a module, a global or the environment would change them for the files after it.
    files: ['**/*.{spec,int-spec,e2e-spec,browser-spec}.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share their worker\'s modules (vitest isolate: false): pass a fake in instead of replacing a module, a global or the environment.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'AssignmentExpression[left.object.object.name="process"][left.object.property.name="env"]',
          message: 'Test files share their worker (vitest isolate: false): give the server its configuration instead of changing process.env.',
        },
      ],
    },
  },
  {
    // Scripts, benchmarks and tests print.
    files: ['bench/**', 'scripts/**', 'test/**', '**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.int-spec.ts', 'libs/*/scripts/**', 'apps/widget/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Data build scripts read packages that ship plain CommonJS and untyped JSON.
    files: ['libs/*/scripts/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
