/*
 * Compiles the server for production: src/main.ts and src/seed.ts (with the workspace's own
 * TypeScript packages, @club/*, and most npm packages) into ES modules in dist/. Production
 * then starts plain JavaScript (`node dist/main.js`) instead of compiling TypeScript at every
 * start (bench/README.md, "Start to ready"). The migrations
 * are copied beside the bundle, where db/client.ts looks for them.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverDir, 'dist');

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
console.log(`server built into ${path.relative(process.cwd(), dist) || 'dist'}`);
