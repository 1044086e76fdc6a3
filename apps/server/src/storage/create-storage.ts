import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

export function createStorage(config: Config['storage']): Storage {
  if (config.driver === 'local') return new LocalStorage(config.root);
  // The S3 driver arrives with the upload work (issue 4); refuse clearly rather than half-work.
  throw new Error('STORAGE_DRIVER=s3 is not available in this build yet; use STORAGE_DRIVER=local');
}
