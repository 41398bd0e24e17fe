// Renders the frames of the hero loop from hero.svg (called by make-hero.sh).
//   npx tsx hero-frames.ts OUTDIR [WIDTH HEIGHT]   -> OUTDIR/f0000.png ... (default 1920x1080)
// Each frame is the vector scene re-rendered with a new viewBox (a slow Ken Burns push-in and
// drift that returns to the start with cosine easing, so the loop has no jump and the motion is
// sub-pixel smooth; ffmpeg's zoompan jitters by about 0.4 px a frame) and new opacities on the
// elements marked data-glow="l" / data-glow="r" (the two floodlights flicker on different rhythms).
// At frame 0 the viewBox is the whole 1920x1080 scene and both opacities are 1: frame 0 is the poster.
// Renderer: rsvg-convert if installed, else headless Chromium.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../../common/tooling/chromium';

const SECONDS = 8;
const FPS = 24;
const FRAMES = SECONDS * FPS;
const SCENE_WIDTH = 1920;
const SCENE_HEIGHT = 1080;
const TAU = 2 * Math.PI;

const [outDir, widthArg = '1920', heightArg = '1080'] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: npx tsx hero-frames.ts OUTDIR [W H]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const width = Number(widthArg);
const height = Number(heightArg);
const scene = readFileSync(join(import.meta.dirname, 'hero.svg'), 'utf8');

/** 0 at t = 0 and t = SECONDS, k bumps in between. */
const bump = (k: number, t: number) => (1 - Math.cos((TAU * k * t) / SECONDS)) / 2;

function frameSvg(n: number): string {
  const t = n / FPS;
  const zoom = 1 + 0.07 * bump(1, t);
  const viewWidth = SCENE_WIDTH / zoom;
  const viewHeight = SCENE_HEIGHT / zoom;
  const marginX = (SCENE_WIDTH - viewWidth) / 2;
  const marginY = (SCENE_HEIGHT - viewHeight) / 2;
  const x = marginX * (1 + 0.7 * Math.sin((TAU * t) / SECONDS));
  const y = marginY * (1 - 0.6 * Math.sin((TAU * t) / SECONDS));
  const left = 1 - 0.18 * bump(3, t) - 0.1 * bump(7, t);
  const right = 1 - 0.16 * bump(4, t) - 0.1 * bump(9, t);
  return scene
    .replace(/viewBox="[^"]*"/, `viewBox="${x.toFixed(3)} ${y.toFixed(3)} ${viewWidth.toFixed(3)} ${viewHeight.toFixed(3)}"`)
    .replace(/data-glow="l" opacity="[^"]*"/g, `data-glow="l" opacity="${left.toFixed(3)}"`)
    .replace(/data-glow="r" opacity="[^"]*"/g, `data-glow="r" opacity="${right.toFixed(3)}"`);
}

const frameFile = (n: number) => join(outDir, `f${String(n).padStart(4, '0')}.png`);

function hasRsvg(): boolean {
  try {
    execFileSync('rsvg-convert', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const rsvg = hasRsvg();
if (rsvg) {
  const svgPath = join(outDir, 'frame.svg');
  for (let n = 0; n < FRAMES; n++) {
    writeFileSync(svgPath, frameSvg(n));
    execFileSync('rsvg-convert', ['-w', String(width), '-h', String(height), '-o', frameFile(n), svgPath]);
  }
} else {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(
    `<html><body style="margin:0"><img id="frame" style="display:block;width:${width}px;height:${height}px"></body></html>`,
  );
  for (let n = 0; n < FRAMES; n++) {
    const url = `data:image/svg+xml;base64,${Buffer.from(frameSvg(n)).toString('base64')}`;
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve, reject) => {
          const image = document.getElementById('frame') as HTMLImageElement;
          image.onload = () => resolve();
          image.onerror = () => reject(new Error('frame did not decode'));
          image.src = src;
        }),
      url,
    );
    await page.screenshot({ path: frameFile(n), clip: { x: 0, y: 0, width, height } });
  }
  await browser.close();
}
console.log(`hero-frames: ${FRAMES} frames (${width}x${height}) in ${outDir} via ${rsvg ? 'rsvg-convert' : 'Chromium'}`);
