// The demo squad's portraits: a head and shoulders in a Blaze jersey with the player's number, the
// skin, hair and background varied by a seed, drawn as SVG and turned into WebP by sharp (the site
// never takes an SVG upload). To look at them: `npx tsx local/demo/squad-art.ts /tmp/squad`.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** A portrait's width and height in pixels. */
export const PORTRAIT_SIZE = 480;

const skins = ['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#5c3a1e', '#f6d7c3'] as const;
const hairs = ['#2b1d14', '#6a4e23', '#b5651d', '#1c1a19', '#d8b56d', '#4a3b2a'] as const;
const backgrounds = ['#faf7f2', '#e4ddd3', '#f5e3c8', '#dfe7ec'] as const;

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length] as T;

/** The SVG of one portrait; the same arguments always draw the same picture. */
export function portraitSvg(seed: number, shirtNumber: number | undefined): string {
  const skin = pick(skins, seed);
  const hair = pick(hairs, seed * 7 + 3);
  const background = pick(backgrounds, seed * 3 + 1);
  const number = shirtNumber === undefined ? '' : String(shirtNumber);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">',
    `<rect width="480" height="480" fill="${background}"/>`,
    // Shoulders in the club's red jersey with a gold collar.
    '<path d="M60 480 C70 370 150 330 240 330 C330 330 410 370 420 480 Z" fill="#b3261e"/>',
    '<path d="M195 334 L240 372 L285 334 Z" fill="#f5b700"/>',
    `<text x="240" y="455" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#ffffff">${number}</text>`,
    // Neck, head and hair.
    `<rect x="212" y="280" width="56" height="60" fill="${skin}"/>`,
    `<ellipse cx="240" cy="215" rx="78" ry="92" fill="${skin}"/>`,
    `<path d="M162 205 C160 130 205 110 240 110 C285 110 322 135 318 205 C300 165 270 150 240 150 C205 150 180 168 162 205 Z" fill="${hair}"/>`,
    '<circle cx="212" cy="220" r="7" fill="#1c1a19"/><circle cx="268" cy="220" r="7" fill="#1c1a19"/>',
    '<path d="M215 262 Q240 280 265 262" stroke="#1c1a19" stroke-width="5" fill="none" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}

/** One portrait as WebP, ready to upload. */
export async function renderPortrait(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: npx tsx local/demo/squad-art.ts OUTDIR');
  mkdirSync(outDir, { recursive: true });
  for (let seed = 0; seed < 6; seed++)
    writeFileSync(join(outDir, `portrait-${seed}.webp`), await renderPortrait(portraitSvg(seed, seed + 1)));
}
