// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/** The layers of the web app and the server together (DESIGN.md "Layout"). */
const workspaceZones = [
  {
    target: './contracts',
    from: ['./server', './web', './e2e', './bench'],
    message: 'contracts stand alone.',
  },
  {
    target: './web',
    from: './server',
    message: 'The web app talks to the server over HTTP only.',
  },
  { target: './server', from: './web', message: 'The server never imports the web app.' },
];

/*
 * The server's layers (docs/conventions.md, "Layers"). Tests are exempt: they may reach into
 * what they test.
 */
const SRC = './server/src';
const MODULES = fs
  .readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverZones = [
  {
    target: `${SRC}/lib`,
    from: SRC,
    except: ['./lib'],
    message: 'lib/ imports nothing else of the server.',
  },
  {
    target: `${SRC}/config.ts`,
    from: SRC,
    except: ['./config.ts'],
    message: 'config.ts imports nothing else of the server.',
  },
  {
    target: `${SRC}/actor.ts`,
    from: SRC,
    except: ['./actor.ts', './lib'],
    message: 'actor.ts imports only lib/.',
  },
  {
    target: `${SRC}/db/schema`,
    from: SRC,
    except: ['./db/schema'],
    message: 'db/schema imports only the contracts.',
  },
  {
    target: [
      `${SRC}/plugins`,
      `${SRC}/jobs`,
      `${SRC}/mail`,
      `${SRC}/payments`,
      `${SRC}/storage`,
      `${SRC}/db`,
    ],
    from: `${SRC}/modules`,
    message: 'Plugins and ports never import modules: modules build on them, not the reverse.',
  },
  {
    target: [
      `${SRC}/db`,
      `${SRC}/lib`,
      `${SRC}/jobs`,
      `${SRC}/mail`,
      `${SRC}/payments`,
      `${SRC}/storage`,
    ],
    from: `${SRC}/plugins`,
    message: 'Ports and the database never import plugins.',
  },
  {
    target: [
      `${SRC}/modules`,
      `${SRC}/plugins`,
      `${SRC}/lib`,
      `${SRC}/db`,
      `${SRC}/jobs`,
      `${SRC}/mail`,
      `${SRC}/payments`,
      `${SRC}/storage`,
      `${SRC}/app.ts`,
      `${SRC}/context.ts`,
    ],
    from: `${SRC}/seed`,
    message: 'Nothing imports the seed: only main.ts and seed.ts run it.',
  },
  ...MODULES.map((name) => ({
    target: `${SRC}/modules/${name}`,
    from: `${SRC}/modules`,
    except: [`./${name}`, ...MODULES.filter((m) => m !== name).map((m) => `./${m}/index.ts`)],
    message: "A module reaches another module only through that module's index.ts.",
  })),
];

/**
 * One zone per web feature: nothing outside features/<area>/ imports from inside it except its
 * index.ts. The one exception: the route table (app/routes.tsx and its areas' app/routes/*.ts)
 * imports the lazy route pages (features/<area>/pages/**) directly, so that each page stays a
 * chunk of its own.
 */
function featureZones() {
  const root = './web/src/features';
  const areas = fs
    .readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const message = 'Use what another feature exports from its index.ts (its public surface).';
  return areas.flatMap((area) => {
    const from = `${root}/${area}`;
    return [
      {
        target: [
          `${root}/!(${area})/**`,
          './web/src/{components,lib,locales,test}/**',
          './web/src/*.{ts,tsx}',
          './web/src/app/!(routes).{ts,tsx}',
          './web/src/app/!(routes)/**/*.{ts,tsx}',
        ],
        from,
        except: ['./index.ts'],
        message,
      },
      {
        target: ['./web/src/app/routes.tsx', './web/src/app/routes/*.{ts,tsx}'],
        from,
        except: ['./index.ts', './pages'],
        message: `${message} The route table may also import the lazy pages.`,
      },
    ];
  });
}

/** The web app's own syntax rules (roles by name, typed text keys). */
const WEB_SYNTAX_RULES = [
  {
    selector: "Property[key.name='roles'] > ArrayExpression > Literal",
    message: "Write ROLE.admin, ROLE.member, ... from '@club/contracts/core', not a letter.",
  },
  {
    selector:
      "CallExpression[callee.object.property.name='roles'][callee.property.name=/^(includes|indexOf)$/] > Literal",
    message: "Write ROLE.admin, ROLE.member, ... from '@club/contracts/core', not a letter.",
  },
  {
    selector: 'BinaryExpression[operator=/^[!=]==$/] > Literal[value=/^[MAUE]$/]',
    message: "Write ROLE.admin, ROLE.member, ... from '@club/contracts/core', not a letter.",
  },
  {
    // Text keys are type-checked: a key is written out, or looked up in a typed map.
    selector:
      "CallExpression[callee.name='t'] > TemplateLiteral, CallExpression[callee.property.name=/^(t|exists)$/] > TemplateLiteral",
    message: 'Look the key up in a typed map (keyMap in lib/i18n.ts), not a template string.',
  },
];

/**
 * A page of the app is opened at its path from the one table, app/paths.ts (PATHS, paths.x(id)):
 * never a literal path where a link, navigate() or a redirect names a page.
 */
const PAGE_PATH_MESSAGE =
  "Take the page's path from app/paths.ts (PATHS.x, paths.x(id)), not a literal.";
const PAGE_PATH_RULES = [
  {
    selector:
      'JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\/[A-Za-z]/], JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > Literal[value=/^\\/[A-Za-z]/]',
    message: PAGE_PATH_MESSAGE,
  },
  {
    selector:
      'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[A-Za-z]/]',
    message: PAGE_PATH_MESSAGE,
  },
  {
    selector:
      "CallExpression[callee.name='navigate'] > Literal[value=/^\\//], CallExpression[callee.name='navigate'] > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//], Property[key.name='to'] > Literal[value=/^\\//]",
    message: PAGE_PATH_MESSAGE,
  },
];

/** One list of page sizes (and the default one) for every paged list: components/list-kit.ts. */
const PAGE_SIZES_RULE = {
  selector: "VariableDeclarator[id.name='PAGE_SIZES']",
  message: 'Import PAGE_SIZES (and DEFAULT_PAGE_SIZE) from components/list-kit.ts.',
};

/**
 * The API's paths are declared once, in contracts/src/api-paths.ts (one const object per area):
 * the server registers its routes from them, the web app's fetchers build theirs from them.
 * Tests may call literal URLs (the caller's view).
 */
const API_PATH_RULES = [
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]',
    message: "Take the API's path from contracts/src/api-paths.ts (AUTH_API, MEMBERS_API, ...).",
  },
];

/**
 * The web app's fetchers build a path from the contracts' constants (lib/api's apiPaths, in the
 * feature's api/paths.ts), never from a literal.
 */
const WEB_API_PATH_RULES = [
  ...API_PATH_RULES,
  {
    selector:
      'CallExpression[callee.name=/^(api|embedded)$/] > Literal:first-child, CallExpression[callee.name=/^(api|embedded)$/] > TemplateLiteral:first-child[quasis.0.value.raw=/^\\//]',
    message: "Build the path from the contracts' constants (the feature's api/paths.ts).",
  },
];

/**
 * Dates and times: the browser's time zone and its own formats are not the club's. Screens use
 * useClubFormat() (features/settings), whose formatter is the only code that formats them.
 */
const DATE_SYNTAX_RULES = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
    message: 'Format dates and times with useClubFormat() (features/settings): the club time zone.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Format dates, times and numbers with useClubFormat() (features/settings).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^get(FullYear|Month|Date|Day|Hours|Minutes)$/]',
    message: "A date's parts in the browser's time zone: use useClubFormat() (today, year, dayOf).",
  },
  {
    selector:
      "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
    message: "A UTC date is not the club's date: use useClubFormat().today() or dayOf().",
  },
];

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
