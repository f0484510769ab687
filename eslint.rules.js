// @ts-check
/* The layers and the syntax rules eslint.config.js applies (kept apart to keep it readable). */
import fs from 'node:fs';

/** The layers of the web app and the server together (DESIGN.md "Layout"). */
export const workspaceZones = [
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
export const SRC = './server/src';
export const MODULES = fs
  .readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
export const serverZones = [
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
export function featureZones() {
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
export const WEB_SYNTAX_RULES = [
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
export const PAGE_PATH_MESSAGE =
  "Take the page's path from app/paths.ts (PATHS.x, paths.x(id)), not a literal.";
export const PAGE_PATH_RULES = [
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
export const PAGE_SIZES_RULE = {
  selector: "VariableDeclarator[id.name='PAGE_SIZES']",
  message: 'Import PAGE_SIZES (and DEFAULT_PAGE_SIZE) from components/list-kit.ts.',
};

/**
 * The API's paths are declared once, in contracts/src/api-paths.ts (one const object per area):
 * the server registers its routes from them, the web app's fetchers build theirs from them.
 * Tests may call literal URLs (the caller's view).
 */
export const API_PATH_RULES = [
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]',
    message: "Take the API's path from contracts/src/api-paths.ts (AUTH_API, MEMBERS_API, ...).",
  },
];

/**
 * The web app's fetchers build a path from the contracts' constants (lib/api's apiPaths, in the
 * feature's api/paths.ts), never from a literal.
 */
export const WEB_API_PATH_RULES = [
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
export const DATE_SYNTAX_RULES = [
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
