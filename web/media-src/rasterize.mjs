// Rasterise SVG files to PNG with headless Chromium (via playwright-core from the repo's node_modules).
// Used by make-hero.sh when rsvg-convert is not installed, and by check-svgs.sh for contact sheets.
//   node rasterize.mjs IN.svg OUT.png [WIDTH HEIGHT]   -> PNG at WIDTH x HEIGHT (default: the SVG's width/height)
//   node rasterize.mjs --dir OUTDIR A.svg B.svg ...    -> OUTDIR/A.png, OUTDIR/B.png at their own sizes
// CHROMIUM=/path/to/chrome overrides the browser binary.
import { readFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium } from 'playwright-core';

const candidates = [process.env.CHROMIUM, '/usr/lib/chromium/chromium', '/usr/bin/chromium',
  '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
const executablePath = candidates.find((p) => existsSync(p));
if (!executablePath) { console.error('rasterize.mjs: no Chromium found'); process.exit(2); }

const args = process.argv.slice(2);
let jobs = [];
if (args[0] === '--dir') {
  const out = args[1];
  jobs = args.slice(2).map((f) => ({ src: f, dst: join(out, basename(f).replace(/\.svg$/, '.png')) }));
} else {
  const [src, dst, w, h] = args;
  if (!src || !dst) { console.error('usage: node rasterize.mjs IN.svg OUT.png [W H]'); process.exit(2); }
  jobs = [{ src, dst, w: w && +w, h: h && +h }];
}

const size = (svg) => {
  const m = svg.match(/<svg[^>]*>/)[0];
  const w = +(m.match(/\swidth="([\d.]+)"/) || [])[1];
  const h = +(m.match(/\sheight="([\d.]+)"/) || [])[1];
  return [w, h];
};

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const j of jobs) {
  const svg = readFileSync(j.src, 'utf8');
  const [sw, sh] = size(svg);
  const w = j.w || sw, h = j.h || sh;
  await page.setViewportSize({ width: w, height: h });
  // data: URL, so an SVG that leans on external files shows up broken here too
  const url = 'data:image/svg+xml;base64,' + Buffer.from(svg).toString('base64');
  await page.setContent(`<html><body style="margin:0;background:transparent">` +
    `<img src="${url}" style="display:block;width:${w}px;height:${h}px"></body></html>`);
  await page.waitForFunction(() => { const i = document.images[0]; return i.complete; });
  const ok = await page.evaluate(() => document.images[0].naturalWidth > 0);
  if (!ok) { console.error(`rasterize.mjs: BROKEN ${j.src} (Chromium could not decode it)`); process.exitCode = 1; }
  await page.screenshot({ path: j.dst, omitBackground: true, clip: { x: 0, y: 0, width: w, height: h } });
}
await browser.close();
