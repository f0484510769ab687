import 'dotenv/config';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isEmptyClub } from './seed/is-empty-club.ts';

const config = loadConfig();
const app = await buildApp(config, { startWorkers: true });
const seedDemo = config.SEED_DEMO ?? !config.DATABASE_URL;
if (seedDemo && (await isEmptyClub(app.ctx.db))) {
  const { seedDemoIfEmpty } = await import('./seed/demo.ts');
  await seedDemoIfEmpty(app.ctx, (line) => console.log(line), true);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
console.log(
  `\nThe club portal is running at ${config.publicUrl}${config.BASE_PATH}/home (database: ${app.ctx.database.engine})\n`,
);
