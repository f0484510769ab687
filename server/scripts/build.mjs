/*
 * Compiles the server for production: src/main.ts and src/seed.ts (with the workspace's own
 * TypeScript packages, @club/*) into one ES module each in dist/, leaving the npm packages
 * to node_modules. Production then starts plain JavaScript (`node dist/main.js`) instead of
 * compiling TypeScript at every start (bench/README.md, "Start to ready"). The migrations
 * are copied beside the bundle, where db/client.ts looks for them.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverDir, 'dist');

/*
 * The npm packages that stay imports from node_modules: those that find files of their own
 * beside their code at run time (PGlite's WASM and extensions, pdfkit's fonts, Swagger UI's
 * pages, pino's worker transports), the demo seed's faker (loaded only into an empty
 * database), and tsx (development). Everything else is bundled: resolving and loading some
 * 1,500 files of node_modules was most of a start (bench/README.md, "Start to ready").
 */
const KEPT_EXTERNAL = [
  '@electric-sql/pglite',
  '@faker-js/faker',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pdfkit',
  'pino',
  'tsx',
];
const keptExternal = {
  name: 'kept-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      KEPT_EXTERNAL.some((p) => args.path === p || args.path.startsWith(`${p}/`))
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
  plugins: [keptExternal],
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __clubCreateRequire } from 'node:module'; const require = __clubCreateRequire(import.meta.url);",
  },
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
console.log(`server built into ${path.relative(process.cwd(), dist) || 'dist'}`);
