// Puts the built SPA (web/dist) in the site bucket, with /config.json made from stack outputs and
// robots.txt, sitemap.xml and the prerendered pages written for the site's address: the club's own
// domain (https://www.<domain>) or else the distribution's (the build cannot know either). The pages the functions write after the deploy (under
// common/site-build/rendered-pages.ts's prefix) are neither uploaded from the build directory (a
// local run writes its own there) nor pruned: they stay until those functions write them again.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, FileSystem } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../common/runtime-config';
import { PRERENDER_MANIFEST, type PrerenderManifest, RENDERER_DIR, rebaseOrigin } from '../../common/site-build/manifest';
import { RENDERED_PREFIX } from '../../common/site-build/rendered-pages';
import { robotsTxt, sitemapXml } from '../../common/pages/seo-files';
import { prerenderedDir } from '../../common/site-build/spa-paths';
import { HASHED_CACHE_CONTROL, HASHED_DIR, REVALIDATED_CACHE_CONTROL } from '../../common/site-build/site-cache-control';
import { acknowledgeBucketDeployment } from './bucket-deployment-nag';
import { deployLogGroup } from './log-retention';

export interface SiteDeploymentProps {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.IDistribution;
  /** The site's address, no trailing slash (Web.siteOrigin): every absolute address the files hold. */
  readonly siteOrigin: string;
  /** Vite's output directory. */
  readonly distDir: string;
  readonly runtimeConfig: RuntimeConfig;
}

const placeholderPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Blaze Rugby Club</title>' +
  '<p>The site has not been built yet. Run <code>npm run build</code>, then deploy again.</p></html>';

/**
 * Each prerendered page with its canonical, Open Graph and structured-data addresses at `origin`
 * (a token, resolved when the files are uploaded) instead of the build's.
 */
function prerenderedPages(distDir: string, origin: string): s3deploy.ISource[] {
  const manifestFile = path.join(distDir, PRERENDER_MANIFEST);
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  return manifest.files.map((file) =>
    s3deploy.Source.data(file, rebaseOrigin(fs.readFileSync(path.join(distDir, file), 'utf8'), manifest.origin, origin)),
  );
}

/** The written pages' folder in the build directory and the bucket: the prefix, without its slash. */
const renderedDir = RENDERED_PREFIX.replace(/\/$/, '');

export class SiteDeployment extends Construct {
  /**
   * What this deploy puts in the bucket, as a hash of the build's files (the written pages left
   * out): it changes exactly when the deployed site does. `unbuilt` for the placeholder page.
   */
  readonly buildId: string;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const built = fs.existsSync(path.join(props.distDir, 'index.html'));
    this.buildId = built ? FileSystem.fingerprint(props.distDir, { exclude: [renderedDir, `${renderedDir}/**`] }) : 'unbuilt';
    const hashedDir = path.join(props.distDir, HASHED_DIR);
    // Both deployments run on one uploader function (a singleton), which logs here.
    const logGroup = deployLogGroup(this, 'UploaderLogs');

    let hashed: s3deploy.BucketDeployment | undefined;
    if (built && fs.existsSync(hashedDir)) {
      // Old hashed files stay (no prune): a page loaded before the deploy still finds its chunks.
      hashed = new s3deploy.BucketDeployment(this, 'HashedAssets', {
        sources: [s3deploy.Source.asset(hashedDir)],
        destinationBucket: props.bucket,
        destinationKeyPrefix: `${HASHED_DIR}/`,
        prune: false,
        cacheControl: [s3deploy.CacheControl.fromString(HASHED_CACHE_CONTROL)],
        memoryLimit: 512,
        outputObjectKeys: false,
        logGroup,
      });
    }
    if (!built) {
      Annotations.of(this).addWarningV2(
        'blaze:webDistMissing',
        `${props.distDir} has no index.html: deploying a placeholder page. Run \`npm run build\` before \`cdk deploy\`.`,
      );
    }

    // index.html, the pages, config.json and the unhashed public files: browsers revalidate them
    // every time. The later sources win, so the deploy's robots.txt and sitemap.xml replace the build's.
    const origin = props.siteOrigin;
    const pagesDir = prerenderedDir.replace(/^\//, '');
    const site = new s3deploy.BucketDeployment(this, 'Site', {
      sources: [
        built
          ? s3deploy.Source.asset(props.distDir, {
              exclude: [
                HASHED_DIR,
                `${HASHED_DIR}/**`,
                pagesDir,
                `${pagesDir}/**`,
                PRERENDER_MANIFEST,
                RENDERER_DIR,
                `${RENDERER_DIR}/**`,
                renderedDir,
                `${renderedDir}/**`,
              ],
            })
          : s3deploy.Source.data('index.html', placeholderPage),
        ...(built ? prerenderedPages(props.distDir, origin) : []),
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
        s3deploy.Source.data('robots.txt', robotsTxt(origin)),
        s3deploy.Source.data('sitemap.xml', sitemapXml(origin)),
      ],
      destinationBucket: props.bucket,
      // Neither copied over nor pruned: the hashed files (above) and the pages written since the last deploy.
      exclude: [`${HASHED_DIR}/*`, `${RENDERED_PREFIX}*`],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString(REVALIDATED_CACHE_CONTROL)],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      outputObjectKeys: false,
      logGroup,
    });
    // The new index.html must not be served before the chunks it names are in place.
    if (hashed) site.node.addDependency(hashed);
    // Both deployments share one uploader function, so acknowledging through either covers it.
    acknowledgeBucketDeployment(site, props.bucket);
  }
}
