// The `club` demo dataset: the officers and sponsors of local/demo/club.ts. Each picture's SVG is
// rasterised with sharp (a portrait to WebP, a logo to PNG, at twice its drawn size for sharp
// screens) and uploaded to the media bucket of the S3 stand-in before its item is written, as an
// officer's upload would be claimed. An officer or sponsor already in the table is left alone.

import { readFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { clubYear } from '../../common/club-time';
import { CLUB_OFFICERS_LIST, clubOfficerItemSchema } from '../../lambdas/domain/club/club-officer-item';
import { clubPictureFolders } from '../../lambdas/domain/club/club-pictures';
import { SPONSORS_LIST, sponsorItemSchema } from '../../lambdas/domain/club/sponsor-item';
import { MEDIA_IMAGE_CACHE_CONTROL, mediaObjectKey } from '../../lambdas/domain/media/media';
import type { TableName } from '../../lambdas/table-keys';
import { type DemoClubOfficer, type DemoSponsor, demoClubOfficers, demoSponsors } from './club';
import { type DemoDataset, type MediaTarget, putIfAbsent, type SeedTarget } from './dataset';

const portraits = new URL('../../web/public/img/people/', import.meta.url);
const logos = new URL('./sponsor-logos/', import.meta.url);

/** Drawn sizes are doubled, so a picture stays sharp on a phone's dense screen. */
const DENSITY = 144;

interface Rendered {
  readonly key: string;
  readonly width: number;
  readonly height: number;
}

async function uploadPicture(media: MediaTarget, svgFile: URL, key: string, format: 'webp' | 'png'): Promise<Rendered> {
  const image = sharp(readFileSync(svgFile), { density: DENSITY });
  // A logo's few flat colours fit a palette PNG, half the size of a full-colour one.
  const encoded = format === 'webp' ? image.webp({ quality: 82 }) : image.png({ palette: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  await media.client.send(
    new PutObjectCommand({
      Bucket: media.bucket,
      Key: mediaObjectKey(key),
      Body: data,
      ContentType: format === 'webp' ? 'image/webp' : 'image/png',
      CacheControl: MEDIA_IMAGE_CACHE_CONTROL,
    }),
  );
  return { key, width: info.width, height: info.height };
}

async function exists(target: SeedTarget, table: TableName, list: string, id: string): Promise<boolean> {
  const found = await target.doc.send(
    new GetCommand({ TableName: target.tableName(table), Key: { list, id }, ProjectionExpression: 'id' }),
  );
  return found.Item !== undefined;
}

async function addOfficer(target: SeedTarget, media: MediaTarget, officer: DemoClubOfficer, sortOrder: number): Promise<boolean> {
  if (await exists(target, 'clubOfficers', CLUB_OFFICERS_LIST, officer.id)) return false;
  const photo = await uploadPicture(
    media,
    new URL(officer.portrait, portraits),
    `${clubPictureFolders.officer}/${officer.id}-demo.webp`,
    'webp',
  );
  const { portrait: _portrait, ...fields } = officer;
  const item = clubOfficerItemSchema.parse({ list: CLUB_OFFICERS_LIST, ...fields, photo, sortOrder, updatedAt: target.now });
  return putIfAbsent(target, 'clubOfficers', item, 'id');
}

async function addSponsor(target: SeedTarget, media: MediaTarget, sponsor: DemoSponsor, sortOrder: number): Promise<boolean> {
  if (await exists(target, 'sponsors', SPONSORS_LIST, sponsor.id)) return false;
  const logo = await uploadPicture(media, new URL(sponsor.logo, logos), `${clubPictureFolders.sponsor}/${sponsor.id}-demo.png`, 'png');
  const item = sponsorItemSchema.parse({
    list: SPONSORS_LIST,
    id: sponsor.id,
    name: sponsor.name,
    tier: sponsor.tier,
    logo,
    // This season's sponsors, whenever the seed runs.
    season: clubYear(target.now),
    sortOrder,
    updatedAt: target.now,
  });
  return putIfAbsent(target, 'sponsors', item, 'id');
}

export function clubDataset(version: number, officers: readonly DemoClubOfficer[], sponsors: readonly DemoSponsor[]): DemoDataset {
  return {
    name: 'club',
    version,
    async seed(target) {
      const { media } = target;
      if (!media) throw new Error('The club dataset uploads its pictures: seed it with the media bucket (SeedOptions.media).');
      let added = 0;
      for (const [index, officer] of officers.entries()) if (await addOfficer(target, media, officer, index)) added++;
      for (const [index, sponsor] of sponsors.entries()) if (await addSponsor(target, media, sponsor, index)) added++;
      return added;
    },
  };
}

export const demoClubDataset = clubDataset(1, demoClubOfficers, demoSponsors);
