/*
 * Compiles the server for production: src/main.ts and src/seed.ts (with the workspace's own
 * TypeScript packages, @club/*, and most npm packages) into ES modules in dist/. Production
 * then starts plain JavaScript (`node dist/main.js`) instead of compiling TypeScript at every
 * start (bench/README.md, "Start to ready"). The migrations
 * are copied beside the bundle, where db/client.ts looks for them, and so is a new PGlite
 * cluster, which db/open.ts starts a new data folder from instead of running initdb there.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverDir, 'dist');
/** The new cluster's name beside the bundle (db/open.ts: NEW_CLUSTER_FILE). */
const PGLITE_CLUSTER_FILE = 'pglite-cluster.tar.gz';

/*
 * Relative paths, the workspace's @club/* and most npm packages are bundled: a start then reads,
 * resolves and compiles a few files instead of hundreds (bench/README.md, "Start to ready").
 * These stay in node_modules: packages that read files beside their own code (PGlite's WASM
 * and data, PDFKit's fonts, Swagger UI's pages, pino's worker), and the demo's faker, which
 * only the seed loads.
 */
const KEEP_IN_NODE_MODULES = [
  '@electric-sql/pglite',
  'pdfkit',
  '@fastify/swagger-ui',
  '@fastify/swagger',
  'pino',
  '@faker-js/faker',
  'pg-native',
];
const packageOf = (p) =>
  p
    .split('/')
    .slice(0, p.startsWith('@') ? 2 : 1)
    .join('/');
const someNpmPackagesExternal = {
  name: 'some-npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || KEEP_IN_NODE_MODULES.includes(packageOf(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts', 'src/seed.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [someNpmPackagesExternal],
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
/*
 * The new PGlite cluster (scripts/pglite-cluster.mjs): made once per PGlite version and kept
 * in node_modules/.cache, so a build pays its ~6 s only after an install that changed PGlite.
 */
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
let pgliteRoot = path.dirname(pgliteEntry);
while (!fs.existsSync(path.join(pgliteRoot, 'package.json'))) pgliteRoot = path.dirname(pgliteRoot);
const pgliteVersion = JSON.parse(
  fs.readFileSync(path.join(pgliteRoot, 'package.json'), 'utf8'),
).version;
const cached = path.join(
  pgliteRoot,
  '..',
  '..',
  '.cache',
  'club-portal',
  `pglite-${pgliteVersion}-cluster.tar.gz`,
);
if (!fs.existsSync(cached)) {
  const made = spawnSync(
    process.execPath,
    [path.join(serverDir, 'scripts/pglite-cluster.mjs'), cached],
    {
      stdio: 'inherit',
    },
  );
  if (made.status !== 0) throw new Error('could not make the new PGlite cluster');
}
fs.copyFileSync(cached, path.join(dist, PGLITE_CLUSTER_FILE));

console.log(`server built into ${path.relative(process.cwd(), dist) || 'dist'}`);
