// `npm start`: build what is missing, then run the server in this process (it migrates, seeds demo
// content on an empty database and serves API + web app on one port).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
