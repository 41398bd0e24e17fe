// The demo gallery's artwork: scenes in the club's colours drawn as SVG from a seed (the same
// kind and seed always give the same picture), rasterised with sharp to a WebP of GALLERY_WIDTH
// and a thumbnail of GALLERY_THUMBNAIL_WIDTH. The local demo seeding (local/demo/gallery-dataset.ts)
// renders them at start-up and uploads them to the S3 stand-in, so no binary is committed.
//   npx tsx local/demo/gallery-art.ts OUTDIR [COUNT]   -> OUTDIR/<kind>-<seed>.webp and -thumb.webp, to look at

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { GALLERY_THUMBNAIL_WIDTH } from '../../common/gallery/gallery';

export const GALLERY_WIDTH = 1600;

export const artworkKinds = ['pitch', 'posts', 'ball', 'crest', 'scrum', 'lineout', 'floodlights', 'pattern'] as const;
export type ArtworkKind = (typeof artworkKinds)[number];

const colour = {
  ink: '#1c1a19',
  inkSoft: '#3a3634',
  red: '#b3261e',
  redDark: '#8c1d17',
  flame: '#f26b1d',
  gold: '#f5b700',
  paper: '#faf7f2',
  grassLight: '#4f9a3a',
  grassDark: '#3f8330',
} as const;

/** Opponents' shirt colours, for the players' scenes. */
const opponentShirts = ['#1f4e9c', '#2a7a4b', '#5b2a86', '#e8e4dc', '#0f6f7a', '#2b2b6b'] as const;

/** Width:height of the pictures, varied so the grid's reserved sizes are exercised. */
const aspects = [
  [3, 2],
  [4, 3],
  [16, 9],
  [3, 2],
  [5, 4],
] as const;

/** mulberry32: a small seeded generator, so a seed always draws the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Canvas {
  readonly w: number;
  readonly h: number;
  readonly rnd: () => number;
}

const between = (rnd: () => number, min: number, max: number) => min + rnd() * (max - min);
const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
const f = (n: number) => n.toFixed(1);

function sky({ w, rnd }: Canvas, horizon: number): string {
  const [top, bottom] = pick(rnd, [
    ['#1d3557', '#f26b1d'],
    ['#0e1726', '#3a3634'],
    ['#5aa9e6', '#dff1ff'],
    ['#2b1d3a', '#f5b700'],
  ] as const);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${f(horizon)}" fill="url(#sky)"/>`;
}

function grass({ w, h, rnd }: Canvas, top: number, stripes: number): string {
  const band = (h - top) / stripes;
  let out = `<rect y="${f(top)}" width="${w}" height="${f(h - top)}" fill="${colour.grassDark}"/>`;
  for (let i = 0; i < stripes; i += 2)
    out += `<rect y="${f(top + i * band)}" width="${w}" height="${f(band)}" fill="${colour.grassLight}"/>`;
  // A few tufts, so no two pitches look printed from one plate.
  for (let i = 0; i < 30; i++) {
    const x = rnd() * w;
    const y = between(rnd, top, h);
    out += `<path d="M${f(x)} ${f(y)}l4 -12l4 12" stroke="#2f6b24" stroke-width="2" fill="none" opacity="0.5"/>`;
  }
  return out;
}

/** A rugby ball centred on (x, y), `size` long, turned by `angle` degrees. */
function ball(x: number, y: number, size: number, angle: number, fill: string = colour.paper): string {
  const rx = size / 2;
  const ry = size * 0.31;
  const stitch = Array.from({ length: 5 }, (_, i) => {
    const sx = -rx * 0.25 + (i * rx * 0.5) / 4;
    return `M${f(sx)} ${f(-ry * 0.62)}v${f(ry * 0.24)}`;
  }).join('');
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">
<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" stroke="${colour.ink}" stroke-width="${f(size * 0.03)}"/>
<path d="M${f(-rx * 0.55)} ${f(-ry * 0.5)}q${f(rx * 0.55)} ${f(ry * 0.35)} ${f(rx * 1.1)} 0" stroke="${colour.red}" stroke-width="${f(size * 0.06)}" fill="none"/>
<path d="M${f(-rx * 0.55)} ${f(ry * 0.5)}q${f(rx * 0.55)} ${f(-ry * 0.35)} ${f(rx * 1.1)} 0" stroke="${colour.red}" stroke-width="${f(size * 0.06)}" fill="none"/>
<path d="M${f(-rx * 0.3)} ${f(-ry * 0.5)}h${f(rx * 0.6)}${stitch}" stroke="${colour.ink}" stroke-width="${f(size * 0.018)}" fill="none" stroke-linecap="round"/>
</g>`;
}

/** A player seen from the side: shirt, shorts, socks and head, `height` tall, feet at (x, y). */
function player(x: number, y: number, height: number, shirt: string, lean: number, rnd: () => number): string {
  const u = height / 10;
  const sock = shirt === colour.red ? colour.ink : colour.paper;
  const stride = between(rnd, -1.2, 1.2);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(lean)})">
<path d="M${f(-u * 0.7)} 0l${f(u * 0.4 + stride * u * 0.3)} ${f(-u * 3)}M${f(u * 0.7)} 0l${f(-u * 0.4 - stride * u * 0.3)} ${f(-u * 3)}" stroke="${sock}" stroke-width="${f(u * 0.7)}" stroke-linecap="round"/>
<rect x="${f(-u * 1.2)}" y="${f(-u * 4.6)}" width="${f(u * 2.4)}" height="${f(u * 1.7)}" rx="${f(u * 0.3)}" fill="${colour.ink}"/>
<rect x="${f(-u * 1.4)}" y="${f(-u * 8)}" width="${f(u * 2.8)}" height="${f(u * 3.6)}" rx="${f(u * 0.8)}" fill="${shirt}"/>
<path d="M${f(-u * 1.2)} ${f(-u * 7.4)}l${f(-u * 1.2)} ${f(u * 2.6)}M${f(u * 1.2)} ${f(-u * 7.4)}l${f(u * 1.3)} ${f(u * 2.2 + stride * u * 0.4)}" stroke="${shirt}" stroke-width="${f(u * 0.8)}" stroke-linecap="round"/>
<circle cy="${f(-u * 9)}" r="${f(u * 0.95)}" fill="#8a5a3c"/>
</g>`;
}

function goalPosts(x: number, base: number, height: number, span: number, pads: string): string {
  const bar = base - height * 0.32;
  return `<g stroke="${colour.paper}" stroke-linecap="round">
<path d="M${f(x - span / 2)} ${f(base)}V${f(base - height)}M${f(x + span / 2)} ${f(base)}V${f(base - height)}" stroke-width="${f(span * 0.05)}"/>
<path d="M${f(x - span / 2)} ${f(bar)}H${f(x + span / 2)}" stroke-width="${f(span * 0.045)}"/>
</g>
<rect x="${f(x - span / 2 - span * 0.08)}" y="${f(base - height * 0.12)}" width="${f(span * 0.16)}" height="${f(height * 0.12)}" fill="${pads}"/>
<rect x="${f(x + span / 2 - span * 0.08)}" y="${f(base - height * 0.12)}" width="${f(span * 0.16)}" height="${f(height * 0.12)}" fill="${pads}"/>`;
}

function crest(x: number, y: number, scale: number): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale.toFixed(3)}) translate(-256 -256)">
<path d="M256 20 448 68v170c0 122-86 204-192 254C150 442 64 360 64 238V68z" fill="${colour.ink}"/>
<path d="M256 42 428 85v153c0 108-76 182-172 230C160 420 84 346 84 238V85z" fill="${colour.red}"/>
<path d="M256 42 428 85v153c0 108-76 182-172 230z" fill="${colour.redDark}"/>
<path d="M256 42 428 85v153c0 108-76 182-172 230C160 420 84 346 84 238V85z" fill="none" stroke="${colour.gold}" stroke-width="6"/>
<path d="M256 78c44 60 84 100 74 170 20-18 22-43 18-58 37 40 44 110 2 150H162c-42-40-34-110 3-145-5 25 3 45 17 55-12-70 38-100 74-172z" fill="${colour.flame}"/>
<path d="M256 158c24 40 49 70 44 115 12-10 16-25 14-35 18 30 16 70-14 100h-88c-27-30-22-68-7-85-1 17 7 27 15 31-5-46 20-76 36-126z" fill="${colour.gold}"/>
</g>`;
}

const scenes: Record<ArtworkKind, (c: Canvas) => string> = {
  /** The pitch from above: mown stripes and the white lines, goal posts at both ends. */
  pitch(c) {
    const { w, h, rnd } = c;
    const stripes = 8 + 2 * Math.floor(rnd() * 4);
    const angle = between(rnd, -8, 8);
    const band = w / stripes;
    let out = `<rect width="${w}" height="${h}" fill="${colour.grassDark}"/><g transform="rotate(${f(angle)} ${w / 2} ${h / 2})">`;
    for (let i = 0; i < stripes + 4; i += 2)
      out += `<rect x="${f((i - 2) * band)}" y="${-h}" width="${f(band)}" height="${h * 3}" fill="${colour.grassLight}"/>`;
    const m = w * 0.06;
    const lines = [0, 0.22, 0.5, 0.78, 1].map((t) => m + t * (w - 2 * m));
    for (const [i, x] of lines.entries()) {
      const dashed = i === 1 || i === 3;
      out += `<path d="M${f(x)} ${f(h * 0.08)}V${f(h * 0.92)}" stroke="${colour.paper}" stroke-width="6" ${dashed ? 'stroke-dasharray="30 22"' : ''}/>`;
    }
    out += `<path d="M${f(m)} ${f(h * 0.08)}H${f(w - m)}M${f(m)} ${f(h * 0.92)}H${f(w - m)}" stroke="${colour.paper}" stroke-width="6"/>`;
    for (const x of [m, w - m])
      out += `<path d="M${f(x)} ${f(h * 0.45)}v${f(h * 0.1)}" stroke="${colour.gold}" stroke-width="14" stroke-linecap="round"/>`;
    out += '</g>';
    out += ball(between(rnd, w * 0.3, w * 0.7), between(rnd, h * 0.3, h * 0.7), w * 0.05, between(rnd, 0, 180));
    return out;
  },
  /** Goal posts against the sky, low camera. */
  posts(c) {
    const { w, h, rnd } = c;
    const horizon = h * between(c.rnd, 0.62, 0.75);
    let out = sky(c, horizon) + grass(c, horizon, 6);
    const span = w * between(rnd, 0.28, 0.42);
    out += goalPosts(
      between(rnd, w * 0.35, w * 0.65),
      horizon + h * 0.08,
      h * 0.75,
      span,
      pick(rnd, [colour.red, colour.gold, colour.flame]),
    );
    for (let i = 0; i < 3; i++)
      out += `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * horizon * 0.5)}" r="${f(between(rnd, 2, 5))}" fill="${colour.paper}" opacity="0.7"/>`;
    if (rnd() > 0.4) out += ball(between(rnd, w * 0.3, w * 0.7), horizon * between(rnd, 0.2, 0.4), w * 0.06, between(rnd, -40, 40));
    return out;
  },
  /** A ball on its kicking tee, close up. */
  ball(c) {
    const { w, h, rnd } = c;
    const horizon = h * between(rnd, 0.35, 0.55);
    let out = sky(c, horizon) + grass(c, horizon, 10);
    const x = between(rnd, w * 0.35, w * 0.65);
    const size = w * between(rnd, 0.3, 0.42);
    const y = h * 0.62;
    out += `<path d="M${f(x - size * 0.18)} ${f(y + size * 0.3)}h${f(size * 0.36)}l${f(-size * 0.08)} ${f(-size * 0.16)}h${f(-size * 0.2)}z" fill="${colour.flame}"/>`;
    out += ball(x, y, size, between(rnd, -75, -55));
    for (let i = 0; i < 4; i++) {
      const ly = y - size * 0.2 + i * size * 0.12;
      out += `<path d="M${f(x - size * 0.7 - i * 20)} ${f(ly)}h${f(-size * 0.3)}" stroke="${colour.paper}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`;
    }
    return out;
  },
  /** The crest on a field of the club's colours, with rays. */
  crest(c) {
    const { w, h, rnd } = c;
    const bg = pick(rnd, [colour.ink, colour.redDark, colour.inkSoft]);
    let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
    const rays = 12 + Math.floor(rnd() * 12);
    const cx = w / 2;
    const cy = h / 2;
    const r = Math.hypot(w, h);
    for (let i = 0; i < rays; i += 2) {
      const a1 = (i / rays) * Math.PI * 2;
      const a2 = ((i + 1) / rays) * Math.PI * 2;
      out += `<path d="M${cx} ${cy}L${f(cx + r * Math.cos(a1))} ${f(cy + r * Math.sin(a1))}L${f(cx + r * Math.cos(a2))} ${f(cy + r * Math.sin(a2))}z" fill="${pick(rnd, [colour.red, colour.flame, colour.ink])}" opacity="0.35"/>`;
    }
    out += crest(cx, cy, (h * between(rnd, 0.6, 0.8)) / 512);
    return out;
  },
  /** A scrum: two packs bound together, the ball going in. */
  scrum(c) {
    const { w, h, rnd } = c;
    const horizon = h * 0.4;
    let out = sky(c, horizon) + grass(c, horizon, 8);
    const opponent = pick(rnd, opponentShirts);
    const cx = w * between(rnd, 0.42, 0.58);
    const size = h * 0.34;
    const base = h * 0.8;
    for (let i = 0; i < 4; i++) {
      out += player(cx - size * (0.35 + i * 0.28), base - i * 4, size, colour.red, 55 + rnd() * 10, rnd);
      out += player(cx + size * (0.35 + i * 0.28), base - i * 4, size, opponent, -55 - rnd() * 10, rnd);
    }
    out += ball(cx, base - size * 0.05, size * 0.25, between(rnd, -20, 20));
    out += player(cx - size * 0.1, base + size * 0.15, size * 0.9, colour.red, 0, rnd);
    return out;
  },
  /** A lineout: jumpers lifted, the ball in the air. */
  lineout(c) {
    const { w, h, rnd } = c;
    const horizon = h * 0.35;
    let out = sky(c, horizon) + grass(c, horizon, 8);
    const opponent = pick(rnd, opponentShirts);
    const size = h * 0.3;
    const base = h * 0.85;
    const count = 3 + Math.floor(rnd() * 3);
    for (let i = 0; i < count; i++) {
      const x = w * (0.2 + (i * 0.6) / (count - 1));
      const lift = i === Math.floor(count / 2) ? size * 0.6 : 0;
      out += player(x - size * 0.18, base - lift, size, colour.red, between(rnd, -5, 5), rnd);
      out += player(x + size * 0.18, base - (lift ? size * 0.3 : 0), size, opponent, between(rnd, -5, 5), rnd);
    }
    out += ball(w * between(rnd, 0.4, 0.6), h * 0.12, size * 0.28, between(rnd, -60, 60));
    return out;
  },
  /** A night match under the floodlights, the stand full. */
  floodlights(c) {
    const { w, h, rnd } = c;
    const horizon = h * 0.55;
    let out = `<rect width="${w}" height="${h}" fill="#0e1726"/>`;
    out += `<defs><radialGradient id="glow"><stop offset="0" stop-color="${colour.gold}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour.gold}" stop-opacity="0"/></radialGradient></defs>`;
    for (const x of [w * 0.12, w * 0.88]) {
      out += `<path d="M${f(x)} ${f(horizon)}V${f(h * 0.12)}" stroke="${colour.inkSoft}" stroke-width="12"/>`;
      out += `<circle cx="${f(x)}" cy="${f(h * 0.12)}" r="${f(h * 0.22)}" fill="url(#glow)"/>`;
      out += `<rect x="${f(x - 40)}" y="${f(h * 0.08)}" width="80" height="36" fill="${colour.paper}"/>`;
    }
    out += `<rect y="${f(horizon - h * 0.14)}" width="${w}" height="${f(h * 0.14)}" fill="${colour.inkSoft}"/>`;
    for (let i = 0; i < 220; i++) {
      out += `<circle cx="${f(rnd() * w)}" cy="${f(horizon - rnd() * h * 0.13)}" r="${f(between(rnd, 4, 8))}" fill="${pick(rnd, [colour.red, colour.flame, colour.gold, colour.paper, '#8a5a3c'])}"/>`;
    }
    out += grass(c, horizon, 6);
    out += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#000" opacity="0.25"/>`;
    const size = h * 0.25;
    const opponent = pick(rnd, opponentShirts);
    for (let i = 0; i < 5; i++) {
      out += player(
        between(rnd, w * 0.15, w * 0.85),
        between(rnd, horizon + size, h * 0.98),
        size,
        i % 2 ? opponent : colour.red,
        between(rnd, -15, 15),
        rnd,
      );
    }
    return out;
  },
  /** The club's flame and hoops as a pattern, for banners and programme covers. */
  pattern(c) {
    const { w, h, rnd } = c;
    const hoops = 5 + Math.floor(rnd() * 6);
    const band = h / hoops;
    const palette = [colour.red, colour.ink, pick(rnd, [colour.gold, colour.flame, colour.paper])];
    let out = '';
    for (let i = 0; i < hoops; i++)
      out += `<rect y="${f(i * band)}" width="${w}" height="${f(band + 1)}" fill="${palette[i % palette.length]}"/>`;
    const flames = 3 + Math.floor(rnd() * 5);
    for (let i = 0; i < flames; i++) {
      const x = between(rnd, 0.1, 0.9) * w;
      const y = between(rnd, 0.3, 0.9) * h;
      const s = between(rnd, 0.4, 1.1);
      out += `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(2)}) translate(-256 -400)" opacity="0.9">
<path d="M256 78c44 60 84 100 74 170 20-18 22-43 18-58 37 40 44 110 2 150H162c-42-40-34-110 3-145-5 25 3 45 17 55-12-70 38-100 74-172z" fill="${colour.flame}"/>
<path d="M256 158c24 40 49 70 44 115 12-10 16-25 14-35 18 30 16 70-14 100h-88c-27-30-22-68-7-85-1 17 7 27 15 31-5-46 20-76 36-126z" fill="${colour.gold}"/></g>`;
    }
    return out;
  },
};

/** The artwork of a kind and seed as an SVG document GALLERY_WIDTH wide. */
export function galleryArtworkSvg(kind: ArtworkKind, seed: number): string {
  const rnd = random(seed * 7919 + artworkKinds.indexOf(kind));
  const [aw, ah] = pick(rnd, aspects);
  const w = GALLERY_WIDTH;
  const h = Math.round((w * ah) / aw);
  const body = scenes[kind]({ w, h, rnd });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export interface RenderedImage {
  readonly full: Buffer;
  readonly width: number;
  readonly height: number;
  readonly thumb: Buffer;
  readonly thumbWidth: number;
  readonly thumbHeight: number;
  readonly contentType: 'image/webp';
  readonly extension: 'webp';
}

/** The full image and its thumbnail, both WebP (the thumbnail scaled from the full raster). */
export async function renderGalleryImage(svg: string): Promise<RenderedImage> {
  const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raster.info;
  const raw = { raw: { width, height, channels } } as const;
  const thumbHeight = Math.round((height * GALLERY_THUMBNAIL_WIDTH) / width);
  const [full, thumb] = await Promise.all([
    sharp(raster.data, raw).webp({ quality: 78, effort: 2 }).toBuffer(),
    sharp(raster.data, raw).resize(GALLERY_THUMBNAIL_WIDTH, thumbHeight).webp({ quality: 75, effort: 2 }).toBuffer(),
  ]);
  return { full, width, height, thumb, thumbWidth: GALLERY_THUMBNAIL_WIDTH, thumbHeight, contentType: 'image/webp', extension: 'webp' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outDir, countText] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: npx tsx local/demo/gallery-art.ts OUTDIR [COUNT]');
    process.exit(2);
  }
  mkdirSync(outDir, { recursive: true });
  const count = Number(countText ?? artworkKinds.length * 2);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const kind = artworkKinds[i % artworkKinds.length] as ArtworkKind;
    const seed = Math.floor(i / artworkKinds.length) + 1;
    const image = await renderGalleryImage(galleryArtworkSvg(kind, seed));
    writeFileSync(join(outDir, `${kind}-${seed}.webp`), image.full);
    writeFileSync(join(outDir, `${kind}-${seed}-thumb.webp`), image.thumb);
  }
  console.log(`${count} images in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${outDir}`);
}
