import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

import croupier from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      '.test-reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The layout of ARCHITECTURE.md: modules and features entered only through their public
    // files, and no import cycle anywhere (docs/decisions.md, "Module boundaries").
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, croupier },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'croupier/module-boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/games/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The player site's wire types come from the contract only (issue 13): a call is typed by
  // its endpoint, `call<typeof wallet.endpoints.balance>(paths.balance)` (or `callAs` for a
  // sealed body, a form post or a query the contract leaves open), so its answer is the
  // endpoint's envelope value and never a type written or copied by hand; a type-only import
  // of the endpoint keeps zod out of the first render. Forbidden everywhere in the site: a call
  // helper typed by anything but `typeof <domain>.<…ndpoints>.<name>`, and a type argument on
  // `apiRequest` (its answer comes from its `schema` or stays `unknown`). In the features' call
  // files (`api.ts`, `*-api.ts`), where wire types would otherwise creep back, also any object
  // type or interface written by hand: derive it (EndpointValue<…>, z.infer/z.input, Pick).
  ...(() => {
    const endpointTyped = [
      {
        selector:
          'CallExpression[callee.name=/^(call|callAs)$/]:not([typeArguments.params.0.exprName.left.right.name=/ndpoints$/])',
        message:
          'Type a call by its contract endpoint: call<typeof <domain>.endpoints.<name>>(paths.<name>, …).',
      },
      {
        selector: "CallExpression[callee.name='apiRequest'][typeArguments]",
        message:
          'No hand-picked answer type: call<typeof <domain>.endpoints.<name>>(…), or apiRequest with the contract schema.',
      },
    ];
    return [
      {
        files: ['apps/web/src/**/*.{ts,tsx}'],
        rules: { 'no-restricted-syntax': ['error', ...endpointTyped] },
      },
      {
        files: ['apps/web/src/features/**/api.ts', 'apps/web/src/features/**/*-api.ts'],
        rules: {
          'no-restricted-syntax': [
            'error',
            ...endpointTyped,
            {
              selector: 'TSInterfaceDeclaration, TSTypeAliasDeclaration TSTypeLiteral',
              message:
                'A wire type comes from the contract (EndpointValue<typeof …>, z.infer/z.input of its schema), not written here.',
            },
          ],
        },
      },
    ];
  })(),
  {
    // Command-line scripts talk to the person running them.
    files: ['scripts/**', 'bench/**', 'apps/server/src/main.ts', 'apps/server/src/**/*cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
