// Draws the shop's raster icons once from its SVG icon (client/public/favicon.svg), as committed
// static assets (decision 067): nothing draws icons per request.
//
//   npm run icons
//
// Writes to client/public/: favicon.ico (16, 32 and 48 px PNGs in one ICO), apple-touch-icon.png
// (180 px, square: iOS rounds the corners itself), icon-192.png and icon-512.png (the web
// manifest's) and share.jpg, the 1200×630 link-preview image of pages that have no picture of
// their own. sharp comes with wrangler (its local image binding uses it); the outputs are
// committed, so only whoever changes the icon runs this.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PUBLIC = resolve('client/public');
const icon = readFileSync(resolve(PUBLIC, 'favicon.svg'), 'utf8');
/** The icon edge to edge: platforms that mask icons (iOS, Android) round the corners themselves. */
const squareIcon = icon.replace(/\s+rx="[^"]*"/, '');

const { default: sharp } = await import('sharp');

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding PNG images (Windows Vista on, every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

/** The share image: the icon's diamonds on the shop's colour, 1200×630 (Open Graph's size). */
const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#1b1b3a"/>
<g fill="#f2c14e" opacity="0.16">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${i * 200} 105l100 210-100 210-100-210z"/>`).join('')}</g>
<path d="M600 75l160 240-160 240-160-240z" fill="#f2c14e"/>
<path d="M600 195l80 120-80 120-80-120z" fill="#e4572e"/>
</svg>`;

const outputs: [string, Buffer][] = [
  ['favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(icon, size) }))))],
  ['apple-touch-icon.png', await png(squareIcon, 180)],
  ['icon-192.png', await png(squareIcon, 192)],
  ['icon-512.png', await png(squareIcon, 512)],
  ['share.jpg', await sharp(Buffer.from(share)).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer()],
];
for (const [name, data] of outputs) {
  writeFileSync(resolve(PUBLIC, name), data);
  console.log(`icons: wrote client/public/${name} (${data.length} bytes)`);
}
