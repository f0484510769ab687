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
 * npm packages stay imports; relative paths and the workspace's @club/* are bundled. Bundling
 * the npm packages too was tried (2026-11-28): it saved about 0.5 s of a start, but their
 * source map (production starts with --enable-source-maps) held some 80 MB more in memory.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@club/') ? undefined : { path: args.path, external: true },
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
  plugins: [npmPackagesExternal],
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
console.log(`server built into ${path.relative(process.cwd(), dist) || 'dist'}`);
