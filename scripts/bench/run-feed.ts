import { benchFeed } from './feed.js';

await benchFeed();
