// Rasterises SVG files to PNG with headless Chromium (Debian's, through playwright-core).
// Used by make-hero.sh when rsvg-convert is not installed, and by check-svgs.sh for contact sheets.
//   npx tsx rasterize.ts IN.svg OUT.png [WIDTH HEIGHT]   -> PNG at WIDTH x HEIGHT (default: the SVG's width/height)
//   npx tsx rasterize.ts --dir OUTDIR A.svg B.svg ...    -> OUTDIR/A.png, OUTDIR/B.png at their own sizes

import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { launchChromium } from '../../common/tooling/chromium';

interface Job {
  readonly src: string;
  readonly dst: string;
  readonly width?: number;
  readonly height?: number;
}

function jobsFrom(args: readonly string[]): Job[] {
  if (args[0] === '--dir') {
    const out = args[1] ?? '.';
    return args.slice(2).map((src) => ({ src, dst: join(out, basename(src).replace(/\.svg$/, '.png')) }));
  }
  const [src, dst, width, height] = args;
  if (!src || !dst) {
    console.error('usage: npx tsx rasterize.ts IN.svg OUT.png [W H]');
    process.exit(2);
  }
  return [{ src, dst, width: width ? Number(width) : undefined, height: height ? Number(height) : undefined }];
}

/** The width and height attributes of the root <svg> element. */
function svgSize(svg: string): [number, number] {
  const root = svg.match(/<svg[^>]*>/)?.[0] ?? '';
  return [Number(root.match(/\swidth="([\d.]+)"/)?.[1]), Number(root.match(/\sheight="([\d.]+)"/)?.[1])];
}

const browser = await launchChromium();
const page = await browser.newPage();
for (const job of jobsFrom(process.argv.slice(2))) {
  const svg = readFileSync(job.src, 'utf8');
  const [svgWidth, svgHeight] = svgSize(svg);
  const width = job.width ?? svgWidth;
  const height = job.height ?? svgHeight;
  await page.setViewportSize({ width, height });
  // A data: URL, so an SVG that leans on external files shows up broken here too.
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<html><body style="margin:0;background:transparent">` +
      `<img src="${url}" style="display:block;width:${width}px;height:${height}px"></body></html>`,
  );
  await page.waitForFunction(() => document.images[0]?.complete === true);
  const decoded = await page.evaluate(() => (document.images[0]?.naturalWidth ?? 0) > 0);
  if (!decoded) {
    console.error(`rasterize: BROKEN ${job.src} (Chromium could not decode it)`);
    process.exitCode = 1;
  }
  await page.screenshot({ path: job.dst, omitBackground: true, clip: { x: 0, y: 0, width, height } });
}
await browser.close();
