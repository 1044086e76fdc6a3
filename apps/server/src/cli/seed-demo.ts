import path from 'node:path';
import { seedDemoIfEmpty } from '../seed/demo-seed.js';
import { createStorage } from '../storage/create-storage.js';
import { openForCli } from './open-app.js';

// Seeds the demo content into an empty database (the same step `npm start` runs).
const { config, handle, serverRoot } = await openForCli();
try {
  const seeded = await seedDemoIfEmpty({
    db: handle.db,
    storage: createStorage(config.storage),
    config,
    mediaDir: path.join(serverRoot, 'seed/media'),
    log: console.log,
    print: console.log,
  });
  if (!seeded) console.log('The database already has content; nothing seeded.');
} finally {
  await handle.close();
}
