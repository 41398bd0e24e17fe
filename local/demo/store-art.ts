// The demo store's product pictures: simple merchandise mockups (cap, beanie, tee, jersey, hoodie,
// scarf, mug, socks, tote) drawn as SVG in one of the club's colours, front or back, and rasterised
// with sharp to a square WebP. The store demo dataset (local/demo/store-dataset.ts) renders them at
// seed time and uploads them to the S3 stand-in, so no binary is committed.
//   npx tsx local/demo/store-art.ts OUTDIR   -> OUTDIR/<kind>-<colour>-<view>.webp, to look at

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const STORE_IMAGE_SIZE = 800;

export const merchandiseKinds = ['cap', 'beanie', 'tee', 'jersey', 'hoodie', 'scarf', 'mug', 'socks', 'tote'] as const;
export type MerchandiseKind = (typeof merchandiseKinds)[number];

/** The colours products come in, by the name their variants carry. */
export const merchandiseColours = {
  Red: '#b3261e',
  Black: '#1c1a19',
  White: '#f4f1ea',
  Gold: '#f5b700',
  Orange: '#f26b1d',
  Grey: '#8a8580',
} as const;
export type MerchandiseColour = keyof typeof merchandiseColours;

export type MockupView = 'front' | 'back';

const ink = '#1c1a19';
const background = '#ece7df';

/** A trim that shows on the garment: gold on dark colours, red on light ones. */
function trimFor(colour: MerchandiseColour): string {
  return ['White', 'Gold', 'Grey', 'Orange'].includes(colour) ? '#b3261e' : '#f5b700';
}

/** The club's flame mark, centred on (x, y), `size` tall. */
function flame(x: number, y: number, size: number, fill: string): string {
  const s = size / 100;
  const p = (dx: number, dy: number) => `${(x + dx * s).toFixed(1)} ${(y + dy * s).toFixed(1)}`;
  return `<path d="M${p(0, -50)} C${p(30, -20)} ${p(40, 10)} ${p(25, 35)} C${p(15, 50)} ${p(-15, 50)} ${p(-25, 35)} C${p(-40, 10)} ${p(-20, -10)} ${p(-8, -25)} C${p(-5, -5)} ${p(5, 0)} ${p(8, -10)} C${p(12, -25)} ${p(5, -40)} ${p(0, -50)}Z" fill="${fill}"/>`;
}

/** Shirt-like body (tee, jersey, hoodie): the outline with sleeves. */
function shirtBody(fill: string, longSleeves: boolean): string {
  const sleeve = longSleeves ? 'L660 560 L600 580 L560 330' : 'L690 380 L620 430 L570 350';
  const sleeveLeft = longSleeves ? 'L240 330 L200 580 L140 560' : 'L230 350 L180 430 L110 380';
  return `<path d="M300 170 L400 200 L500 170 L640 230 ${sleeve} L570 680 L230 680 ${sleeveLeft} L160 230 Z" fill="${fill}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`;
}

const drawings: Record<MerchandiseKind, (fill: string, trim: string, view: MockupView) => string> = {
  cap(fill, trim, view) {
    let out = `<path d="M200 470 C200 300 600 300 600 470 Z" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    if (view === 'front') {
      out += `<path d="M180 470 C300 440 520 440 680 500 C560 540 300 530 180 470 Z" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
      out += flame(400, 400, 90, trim);
    } else {
      out += `<rect x="330" y="440" width="140" height="30" rx="10" fill="${trim}" stroke="${ink}" stroke-width="4"/>`;
    }
    return `${out}<circle cx="400" cy="322" r="12" fill="${trim}"/>`;
  },
  beanie(fill, trim, view) {
    let out = `<path d="M230 520 C230 280 570 280 570 520 Z" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    out += `<rect x="215" y="500" width="370" height="110" rx="20" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    out += `<rect x="215" y="535" width="370" height="24" fill="${trim}"/>`;
    out += `<circle cx="400" cy="275" r="45" fill="${trim}" stroke="${ink}" stroke-width="6"/>`;
    if (view === 'front') out += flame(400, 420, 110, trim);
    return out;
  },
  tee(fill, trim, view) {
    let out = shirtBody(fill, false);
    out += `<path d="M340 185 C370 225 430 225 460 185" fill="none" stroke="${trim}" stroke-width="14"/>`;
    out += view === 'front' ? flame(400, 400, 160, trim) : `<rect x="330" y="260" width="140" height="22" rx="8" fill="${trim}"/>`;
    return out;
  },
  jersey(fill, trim, view) {
    let out = shirtBody(fill, true);
    for (const y of [360, 460, 560]) out += `<rect x="232" y="${y}" width="336" height="36" fill="${trim}" opacity="0.9"/>`;
    out += `<path d="M350 180 L400 240 L450 180" fill="none" stroke="${ink}" stroke-width="10"/>`;
    out +=
      view === 'front'
        ? flame(470, 300, 70, trim)
        : `<rect x="360" y="260" width="80" height="80" rx="8" fill="${background}" stroke="${ink}" stroke-width="4"/>`;
    return out;
  },
  hoodie(fill, trim, view) {
    let out = shirtBody(fill, true);
    out += `<path d="M310 180 C300 90 500 90 490 180 C460 240 340 240 310 180 Z" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    if (view === 'front') {
      out += `<path d="M290 540 L510 540 L530 640 L270 640 Z" fill="none" stroke="${ink}" stroke-width="5"/>`;
      out += flame(400, 380, 140, trim);
      out += `<path d="M380 230 L375 320 M420 230 L425 320" stroke="${trim}" stroke-width="8"/>`;
    } else {
      out += flame(400, 400, 200, trim);
    }
    return out;
  },
  scarf(fill, trim, view) {
    let out = `<path d="M220 200 C300 140 500 140 580 200 L560 260 C480 210 320 210 240 260 Z" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    out += `<rect x="${view === 'front' ? 250 : 470}" y="230" width="90" height="420" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    out += `<rect x="${view === 'front' ? 460 : 260}" y="230" width="90" height="360" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    for (const x of [250, 460, 470, 260])
      for (const y of [300, 420, 540]) out += `<rect x="${x + 6}" y="${y}" width="78" height="26" fill="${trim}"/>`;
    return out;
  },
  mug(fill, trim, view) {
    let out = `<path d="M540 340 C660 340 660 520 540 520" fill="none" stroke="${fill}" stroke-width="40"/>`;
    out += `<path d="M540 340 C660 340 660 520 540 520" fill="none" stroke="${ink}" stroke-width="4"/>`;
    out += `<rect x="240" y="250" width="310" height="380" rx="30" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    out += `<ellipse cx="395" cy="255" rx="150" ry="24" fill="${ink}" opacity="0.6"/>`;
    out += view === 'front' ? flame(395, 440, 170, trim) : `<rect x="280" y="420" width="230" height="40" rx="10" fill="${trim}"/>`;
    return out;
  },
  socks(fill, trim, view) {
    const sock = (dx: number) =>
      `<path d="M${280 + dx} 160 L${400 + dx} 160 L${400 + dx} 520 C${400 + dx} 620 ${300 + dx} 660 ${220 + dx} 640 C${150 + dx} 620 ${170 + dx} 540 ${230 + dx} 520 L${280 + dx} 490 Z" fill="${fill}" stroke="${ink}" stroke-width="6"/>` +
      `<rect x="${282 + dx}" y="200" width="116" height="22" fill="${trim}"/><rect x="${282 + dx}" y="240" width="116" height="22" fill="${trim}"/>`;
    let out = sock(view === 'front' ? 0 : 140) + sock(view === 'front' ? 160 : -20);
    if (view === 'front') out += flame(500, 380, 70, trim);
    return out;
  },
  tote(fill, trim, view) {
    let out = `<path d="M310 300 C310 150 490 150 490 300" fill="none" stroke="${ink}" stroke-width="22"/>`;
    out += `<rect x="220" y="290" width="360" height="400" rx="10" fill="${fill}" stroke="${ink}" stroke-width="6"/>`;
    out += view === 'front' ? flame(400, 480, 200, trim) : `<rect x="220" y="620" width="360" height="30" fill="${trim}"/>`;
    return out;
  },
};

/** The SVG of one product picture; the same arguments always draw the same picture. */
export function merchandiseSvg(kind: MerchandiseKind, colour: MerchandiseColour, view: MockupView): string {
  const size = STORE_IMAGE_SIZE;
  const drawing = drawings[kind](merchandiseColours[colour], trimFor(colour), view);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800"><rect width="800" height="800" fill="${background}"/><ellipse cx="400" cy="720" rx="260" ry="24" fill="${ink}" opacity="0.12"/>${drawing}</svg>`;
}

/** One picture as WebP, ready to upload. */
export async function renderMerchandiseImage(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: npx tsx local/demo/store-art.ts OUTDIR');
  mkdirSync(outDir, { recursive: true });
  for (const kind of merchandiseKinds) {
    for (const colour of ['Red', 'White'] as const) {
      for (const view of ['front', 'back'] as const) {
        writeFileSync(join(outDir, `${kind}-${colour}-${view}.webp`), await renderMerchandiseImage(merchandiseSvg(kind, colour, view)));
      }
    }
  }
}
