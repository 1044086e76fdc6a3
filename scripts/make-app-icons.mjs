// Draws the installed app's icons (apps/web/public/icons) from the mark in favicon.svg, with sharp
// (the server's image library): 192 and 512 px with rounded corners, and a maskable 512 px whose
// mark sits inside the safe circle on a full square, as Android crops it. Run again after a change.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(fileURLToPath(import.meta.url), '../../apps/web/public/icons');
const PLAY = 'M12 9.5v13l10.5-6.5z';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6d28d9"/><path d="${PLAY}" fill="#fff"/></svg>`;
// The safe zone is the middle 80 %: the mark is drawn at 60 % of the square, centred.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#6d28d9"/><g transform="translate(6.4 6.4) scale(0.6)"><path d="${PLAY}" fill="#fff"/></g></svg>`;

for (const [name, svg, size] of [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`wrote icons/${name}`);
}
