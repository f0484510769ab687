// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import {
  workspaceZones,
  serverZones,
  WEB_SYNTAX_RULES,
  PAGE_PATH_RULES,
  PAGE_SIZES_RULE,
  API_PATH_RULES,
  WEB_API_PATH_RULES,
  DATE_SYNTAX_RULES,
  featureZones,
} from './eslint.rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/.tmp/**',
      'server/src/db/migrations/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The service worker (web/public/sw.js): a classic script in the worker's scope.
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'contracts/tsconfig.json',
            'server/tsconfig.json',
            'web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // The layers of DESIGN.md: contracts -> server, contracts -> web; never web <-> server.
      'import-x/no-restricted-paths': [
        'error',
        // A web feature is used from outside only through features/<area>/index.ts.
        { zones: [...workspaceZones, ...featureZones()] },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...workspaceZones, ...serverZones] }],
    },
  },
  {
    // A refusal (403, 404, 409) is thrown through the named helpers of lib/errors.ts
    // (forbidden, notFound, conflict: a specific code and extras when it has its own).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/lib/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'][arguments.0.raw=/^40[349]$/]",
          message:
            'Refuse with forbidden(), notFound() or conflict() of lib/errors.ts (they take a code and extras).',
        },
        // Audit actions and entities are typed (AUDIT_ACTIONS, AUDIT_ENTITIES of the
        // contracts): one put together from parts is a union of listed ones, never a cast.
        {
          selector:
            "TSAsExpression > TSTypeReference[typeName.name=/^Audit(Action|Entity)$/], CallExpression[callee.name='writeAudit'] Property[key.name=/^(action|entity)$/] > TSAsExpression",
          message:
            "Write an audit action listed in the contracts' AUDIT_ACTIONS (a typed union or map when put together), never a cast.",
        },
        ...API_PATH_RULES,
      ],
    },
  },
  {
    files: ['server/src/lib/errors.ts'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_RULES] },
  },
  {
    // Use cases and their helpers never see Fastify: what HTTP brings arrives as input.
    files: ['server/src/modules/**/*.ts'],
    ignores: [
      'server/src/modules/**/*routes.ts',
      'server/src/modules/**/http.ts',
      'server/src/modules/**/*.test.ts',
      // The payments module's HTTP side and reconciliation job; the public pages' head.
      'server/src/modules/payments/plugin.ts',
      'server/src/modules/content/page-head.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-plugin', 'fastify-type-provider-zod', '@fastify/*'],
              message: 'Use cases take (ctx, actor, input); only route files see Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route file declares method, url, access and schemas and calls one use case: no SQL.
    files: ['server/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*', '**/db/**'],
              message: 'Route files do not touch the database: call a use case.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Roles by name in the app (route table, guards, menus): ROLE.admin, never a bare 'A';
    // text keys written out or taken from a typed map, never put together in a template;
    // dates and times only through the club's formatter (the club's time zone, one format
    // per language): features/settings/club-format.ts.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...WEB_SYNTAX_RULES,
        ...DATE_SYNTAX_RULES,
        PAGE_SIZES_RULE,
        ...PAGE_PATH_RULES,
        ...WEB_API_PATH_RULES,
      ],
    },
  },
  {
    // The one list of page sizes.
    files: ['web/src/components/list-kit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...WEB_SYNTAX_RULES,
        ...DATE_SYNTAX_RULES,
        ...PAGE_PATH_RULES,
        ...WEB_API_PATH_RULES,
      ],
    },
  },
  {
    // The one place that formats dates and times for the web app. The audit log still formats
    // its own (issue 12 item 5 moves it to useClubFormat); remove it here once it does.
    files: ['web/src/features/settings/club-format.ts', 'web/src/features/audit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...WEB_SYNTAX_RULES,
        PAGE_SIZES_RULE,
        ...PAGE_PATH_RULES,
        ...WEB_API_PATH_RULES,
      ],
    },
  },
);
