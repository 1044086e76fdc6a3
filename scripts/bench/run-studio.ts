import { benchStudio } from './studio.js';

await benchStudio();
