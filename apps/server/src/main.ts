import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemoIfEmpty } from './seed/demo-seed.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The bundled server sits in apps/server/dist; the built SPA in apps/web/dist.
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist ??= path.resolve(here, '../../web/dist');

  const { app, handle, storage, answers } = await buildApp(config);
  if (process.env.SEED_DEMO !== 'false') {
    await seedDemoIfEmpty({
      db: handle.db,
      storage,
      config,
      mediaDir: path.resolve(here, '../seed/media'),
      log: (msg) => app.log.info(msg),
      print: console.log,
    });
    // Written behind the API: every instance's kept answers and search index must hear of it.
    await answers.invalidate();
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, waits for in-flight requests, then runs onClose (database).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Promptreel is serving at ${config.publicUrl} (database: ${handle.dialect})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
