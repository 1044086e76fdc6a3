import { benchGrowth } from './growth.js';

await benchGrowth();
