import { benchForYou } from './for-you.js';

await benchForYou();
