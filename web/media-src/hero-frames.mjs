// Renders the frames of the hero loop from hero.svg (called by make-hero.sh).
//   node hero-frames.mjs OUTDIR [WIDTH HEIGHT]   -> OUTDIR/f0000.png ... (default 1920x1080)
// Each frame is the vector scene re-rendered with a new viewBox (a slow Ken Burns push-in and
// drift that returns to the start with cosine easing, so the loop has no jump and the motion is
// sub-pixel smooth) and new opacities on the elements marked data-glow="l" / data-glow="r"
// (the two floodlights flicker gently on different rhythms). At frame 0 the viewBox is the full
// 1920x1080 scene and both opacities are 1, i.e. frame 0 == hero.svg == the poster.
// Renderer: rsvg-convert if installed, else headless Chromium (playwright-core from the repo).
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DUR = 8, FPS = 24, FRAMES = DUR * FPS;
const here = dirname(fileURLToPath(import.meta.url));
const [outDir, w = '1920', h = '1080'] = process.argv.slice(2);
if (!outDir) { console.error('usage: node hero-frames.mjs OUTDIR [W H]'); process.exit(2); }
mkdirSync(outDir, { recursive: true });
const W = +w, H = +h, SW = 1920, SH = 1080;
const src = readFileSync(join(here, 'hero.svg'), 'utf8');
const TAU = 2 * Math.PI;
const bump = (k, t) => (1 - Math.cos(TAU * k * t / DUR)) / 2;   // 0 at t=0 and t=DUR

function frameSvg(n) {
  const t = n / FPS;
  const zoom = 1 + 0.07 * bump(1, t);                              // 1 -> 1.07 -> 1
  const vw = SW / zoom, vh = SH / zoom;
  const mx = (SW - vw) / 2, my = (SH - vh) / 2;                      // free margin each side
  const x = mx * (1 + 0.7 * Math.sin(TAU * t / DUR));               // drift right, then back
  const y = my * (1 - 0.6 * Math.sin(TAU * t / DUR));               // and slightly up
  const l = 1 - 0.18 * bump(3, t) - 0.10 * bump(7, t);              // left floodlight
  const r = 1 - 0.16 * bump(4, t) - 0.10 * bump(9, t);              // right floodlight
  return src
    .replace(/viewBox="[^"]*"/, `viewBox="${x.toFixed(3)} ${y.toFixed(3)} ${vw.toFixed(3)} ${vh.toFixed(3)}"`)
    .replace(/data-glow="l" opacity="[^"]*"/g, `data-glow="l" opacity="${l.toFixed(3)}"`)
    .replace(/data-glow="r" opacity="[^"]*"/g, `data-glow="r" opacity="${r.toFixed(3)}"`);
}

const name = (n) => join(outDir, `f${String(n).padStart(4, '0')}.png`);
let rsvg = false;
try { execFileSync('rsvg-convert', ['--version'], { stdio: 'ignore' }); rsvg = true; } catch {}

if (rsvg) {
  for (let n = 0; n < FRAMES; n++) {
    const svgPath = join(outDir, 'frame.svg');
    writeFileSync(svgPath, frameSvg(n));
    execFileSync('rsvg-convert', ['-w', String(W), '-h', String(H), '-o', name(n), svgPath]);
  }
} else {
  const { chromium } = await import('playwright-core');
  const executablePath = [process.env.CHROMIUM, '/usr/lib/chromium/chromium', '/usr/bin/chromium',
    '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean).find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  await page.setContent(`<html><body style="margin:0"><img id="i" style="display:block;width:${W}px;height:${H}px"></body></html>`);
  for (let n = 0; n < FRAMES; n++) {
    const url = 'data:image/svg+xml;base64,' + Buffer.from(frameSvg(n)).toString('base64');
    await page.evaluate((u) => new Promise((ok, bad) => {
      const i = document.getElementById('i'); i.onload = ok; i.onerror = bad; i.src = u;
    }), url);
    await page.screenshot({ path: name(n), clip: { x: 0, y: 0, width: W, height: H } });
  }
  await browser.close();
}
console.log(`hero-frames: ${FRAMES} frames (${W}x${H}) in ${outDir} via ${rsvg ? 'rsvg-convert' : 'Chromium'}`);
