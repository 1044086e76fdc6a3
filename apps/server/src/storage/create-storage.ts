import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export function createStorage(config: Config['storage']): Storage {
  if (config.driver === 'local') return new LocalStorage(config.root, config.privateRoot, config.keptBytes);
  return new S3Storage(config);
}
