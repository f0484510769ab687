import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    clubTimeZone: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * A time zone where it is now about noon, so the kitchen is open and pickup times (07:30 to
 * 22:30, club time) are offered whenever the journeys run. Etc/GMT names have the sign reversed.
 */
export function daytimeZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // -11 .. +12, all valid Etc/GMT offsets
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/**
 * Starts an SMTP server that files every mail as JSON (so journeys read the real mails) and
 * the production server on a fresh data folder, seeded with the demo club.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
  const mailDir = path.join(work, 'mail');
  fs.mkdirSync(mailDir);
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          const file = path.join(mailDir, `${String(++n).padStart(5, '0')}.json`);
          fs.writeFileSync(
            file,
            JSON.stringify({
              to: to?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            }),
          );
          callback();
        })
        .catch(callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const clubTimeZone = daytimeZone();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: path.join(work, 'data'),
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        DEMO_TIME_ZONE: clubTimeZone,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_POLL_MS: '200',
        AUTH_RATE_LIMIT: '500',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  server.stdout?.on('data', (d) => log.push(String(d)));
  server.stderr?.on('data', (d) => log.push(String(d)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('clubTimeZone', clubTimeZone);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(work, { recursive: true, force: true });
  };
}
