// @ts-check
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const modules = ['platform', 'sportsbook', 'realtime', 'feed'];

// Test kits live in test entry points (`testing.ts`, `test-app.ts`, the harness, the web's
// test-support files): tests and other kits import them, production code cannot (issue 18).
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing.ts',
  '**/test-app.ts',
  '**/test-support.ts',
  '**/test-fixtures.ts',
  '**/test-backends.ts',
  'apps/server/src/test/**',
  'apps/server/src/realtime/fixtures/**',
];
// The composition root imports the modules, never the reverse (issue 18).
const compositionRoot = {
  regex: '^(\\.\\./)+(compose|app|main)$',
  message:
    'A module receives its ports from the composition root (compose.ts); it never imports it.',
};
const testKits = {
  regex: '(^|/)(testing|test-app|test-support|test-fixtures|test-backends|test/harness)$',
  message: 'Test kits are for tests: production code cannot import them.',
};

/** A server module calls another module only through its index (service functions). */
const modulePatterns = (mod) => [
  { group: ['@sb/*/*'], message: 'Import the package root, not its files.' },
  ...modules
    .filter((other) => other !== mod)
    .map((other) => ({
      regex: `^(\\.\\./)+${other}/(?!index$|testing$).+`,
      message: `Call the ${other} module through its index.ts service functions.`,
    })),
];

/** The domain's purity: no IO, no clock, no randomness (issue 2); time and Rng are passed in. */
const pureRules = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'domain does no IO.' },
    { name: 'process', message: 'domain reads no environment.' },
    { name: 'setTimeout', message: 'time is passed in.' },
    { name: 'setInterval', message: 'time is passed in.' },
    { name: 'performance', message: 'time is passed in.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Pass a Clock in.' },
    { object: 'Math', property: 'random', message: 'Pass a seeded Rng in.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'Pass a Clock in.',
    },
  ],
};

/**
 * The feed engine's pure step and everything it calls (issue 18): the shell (engine.ts,
 * store.ts) does the IO, these files only decide.
 */
const pureFeedFiles = [
  'book',
  'drift',
  'engine-state',
  'fixture-run',
  'fixtures',
  'live-play',
  'messages',
  'outages',
  'prices',
  'scheduler',
  'statistics',
  'step',
  'trade',
  'trading',
  'world',
  'world-data',
].map((name) => `apps/server/src/feed/${name}.ts`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '.data/**',
      'apps/server/dist/**',
      'bench/results/**',
      'apps/web/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A package is entered only through its index.ts (DESIGN: house style).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@sb/*/*'], message: 'Import the package root, not its files.' }] },
      ],
    },
  },
  {
    // domain: pure rules. Nothing of ours, no IO, no clock, no randomness (issue 2).
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@sb/*'], message: 'domain imports nothing of ours.' },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'net',
                'crypto',
                'child_process',
                'os',
              ],
              message: 'domain does no IO.',
            },
          ],
        },
      ],
      ...pureRules,
    },
  },
  {
    // contract: the wire format, built on domain types at most.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sb/server', '@sb/web', '@sb/*/*', 'node:*'],
              message: 'contract imports domain at most.',
            },
          ],
        },
      ],
    },
  },
  // A server module calls another module only through its index (service functions), never its
  // tables; its tests may use the other module's test entry point (testing.ts).
  ...modules.flatMap((mod) => {
    const patterns = modulePatterns(mod);
    const files = [`apps/server/src/${mod}/**/*.ts`];
    return [
      { files, rules: { 'no-restricted-imports': ['error', { patterns }] } },
      {
        files,
        ignores: testFiles,
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [...patterns, testKits, compositionRoot] },
          ],
        },
      },
    ];
  }),
  {
    // Outside the modules (app, composition root, listener, http/): no test kits either.
    files: ['apps/server/src/**/*.ts'],
    ignores: [...modules.map((mod) => `apps/server/src/${mod}/**`), ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@sb/*/*'], message: 'Import the package root, not its files.' },
            testKits,
          ],
        },
      ],
    },
  },
  {
    files: pureFeedFiles,
    rules: {
      ...pureRules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...modulePatterns('feed'),
            testKits,
            compositionRoot,
            {
              group: [
                '../*',
                'node:*',
                './engine',
                './store',
                './admin-routes',
                './testing',
                './index',
              ],
              message: 'The engine step does no IO: the shell (engine.ts, store.ts) does.',
            },
          ],
        },
      ],
    },
  },
  {
    // issue 18: the engine and the catalog stay in functions one can read.
    files: ['apps/server/src/feed/**/*.ts', 'apps/server/src/sportsbook/catalog/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 200 }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@sb/*/*'], message: 'Import the package root, not its files.' },
            testKits,
          ],
        },
      ],
    },
  },
);
