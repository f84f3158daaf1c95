// Draws the app's PNG icons (web app manifest, home screen) from public/logo.svg. Run once after the
// logo changes: `node --import tsx apps/web/scripts/icons.ts`; the PNGs are committed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = path.join(web, 'public/logo.svg');
const out = (name: string) => path.join(web, 'public/icons', name);
const GREEN = '#2e7d32';

for (const size of [192, 512])
  await sharp(logo, { density: 384 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
// A maskable icon keeps its drawing inside the central 80 % circle that launchers may crop to.
for (const size of [192, 512]) {
  const inner = Math.round(size * 0.7);
  const drawing = await sharp(logo, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: GREEN } })
    .composite([{ input: drawing, gravity: 'center' }])
    .png()
    .toFile(out(`maskable-${size}.png`));
}
await sharp(logo, { density: 384 }).resize(180, 180).flatten({ background: '#ffffff' }).png().toFile(out('apple-touch-icon.png'));
console.log('icons written to public/icons');
