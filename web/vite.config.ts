import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { normaliseBasePath } from '../contracts/src/base-path.ts';

/**
 * Writes .br and .gz beside every built script, style, SVG and HTML file, so the server sends
 * them compressed (@fastify/static preCompressed) without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'club-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? path.resolve(import.meta.dirname, 'dist');
      const walk = (d: string): string[] =>
        fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
          const p = path.join(d, e.name);
          return e.isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(dir)) {
        if (!/\.(js|css|svg|html|json|txt)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Vendor code every page needs, in one long-cached chunk; heavy libraries stay with their pages. */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  return undefined;
}

export default defineConfig(({ mode }) => {
  // The same settings the server reads: the environment, then the root .env file.
  const env = { ...loadEnv(mode, path.resolve(import.meta.dirname, '..'), ''), ...process.env };
  /** The base path the app is served under (SPEC.md §2): BASE_PATH, then VITE_BASE_PATH, default /app. */
  const basePath = normaliseBasePath(env.BASE_PATH ?? env.VITE_BASE_PATH ?? '/app');
  const apiTarget = env.API_URL ?? 'http://localhost:3000';
  return {
    base: `${basePath}/`,
    plugins: [react(), precompress()],
    define: {
      'import.meta.env.VITE_BASE_PATH': JSON.stringify(basePath),
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
      },
    },
    // The server renderer (dist-ssr) is one bundle with the packages it draws with (React,
    // the router, Mantine, the icons it uses): left to node_modules, the server would load the
    // whole icon set (3.6 MB of source) and resolve Mantine's hundreds of files at every start.
    ssr: { noExternal: true },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      chunkSizeWarningLimit: 900,
      // dist/.vite/manifest.json: the server preloads a public page's chunks from it.
      manifest: true,
      rollupOptions: { output: { manualChunks } },
    },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // A screen test renders the whole app (lazy routes, the router, Mantine): on a loaded
      // two-core machine one may take several seconds, which says nothing about the screen.
      testTimeout: 30_000,
      // The files share one module graph per worker: the app, Mantine and React load once,
      // not fifty times (6.2 -> 1.7 min on two cores). src/test/setup.ts puts back what a test
      // changed (stubbed globals, storage, the language).
      isolate: false,
      // Vitest leaves one core to itself (one worker on two cores); its main process is idle.
      maxWorkers: Math.max(2, os.availableParallelism() - 1),
    },
  };
});
