import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs the demo seed (seed.ts, `npm run seed`) in a child process with this process's
 * environment and Node options (tsx's loader in development), its lines on this process's
 * output; rejects when it fails.
 */
export function seedInChildProcess(): Promise<void> {
  // Beside main: src/seed.ts in development, dist/seed.js once built (one bundle, one folder).
  const here = import.meta.url;
  const script = fileURLToPath(new URL(here.endsWith('.ts') ? '../seed.ts' : './seed.js', here));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      stdio: 'inherit',
      env: process.env,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The demo seed failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}
