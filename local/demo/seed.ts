// Loads the demo content, dataset by dataset. A small JSON marker file remembers the version of
// each dataset the stack has loaded; a dataset runs when it is new or its version is higher, and
// then adds only the items that are absent. So a dataset added or enlarged by a later change
// appears on the next start without `npm run reset`, what a person changed is never overwritten,
// and an item deleted locally stays deleted until its dataset's version is raised again.

import { demoClubNightsDataset } from './club-nights-dataset';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TableName } from '../../lambdas/table-keys';
import { demoBookingsDataset } from './bookings-dataset';
import { demoClubDataset } from './club-dataset';
import type { DemoDataset, MediaTarget } from './dataset';
import { demoGalleryDataset } from './gallery-dataset';
import { demoGamesDataset } from './games-dataset';
import { demoMeetingsDataset } from './meetings-dataset';
import { demoMembershipsDataset } from './memberships-dataset';
import { demoNewslettersDataset } from './newsletters-dataset';
import { demoPostsDataset } from './posts-dataset';
import { demoRentalModelDataset } from './rental-model-dataset';
import { demoRentalSettingsDataset } from './rental-settings-dataset';
import { demoRequestsDataset } from './requests-dataset';
import { demoStoreDataset } from './store-dataset';
import { demoSquadDataset } from './squad-dataset';
import { demoEligibilityDataset } from './eligibility-dataset';

/** Every demo dataset `npm start` and the throwaway API load. */
export const demoDatasets: readonly DemoDataset[] = [
  demoPostsDataset,
  demoRentalSettingsDataset,
  demoRentalModelDataset,
  demoMeetingsDataset,
  demoGalleryDataset,
  demoGamesDataset,
  demoStoreDataset,
  demoSquadDataset,
  demoEligibilityDataset,
  demoBookingsDataset,
  demoRequestsDataset,
  demoClubDataset,
  demoNewslettersDataset,
  demoMembershipsDataset,
  demoClubNightsDataset,
];

const markerSchema = z.record(z.string(), z.object({ version: z.number().int(), loadedAt: z.string() }));
type Marker = z.infer<typeof markerSchema>;

function readMarker(file: string): Marker {
  if (!existsSync(file)) return {};
  const parsed = markerSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a demo-data marker; remove it to load every dataset's missing items again.`);
  return parsed.data;
}

function writeMarker(file: string, marker: Marker): void {
  // Written whole and renamed, so an interrupted start never leaves half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(marker, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export interface DatasetOutcome {
  readonly name: string;
  readonly version: number;
  /** Items added by this run; undefined when this version was loaded on an earlier run. */
  readonly added: number | undefined;
}

export interface SeedOptions {
  readonly client: DynamoDBClient;
  readonly tableName: (name: TableName) => string;
  /** The marker file (`.local/demo-datasets.json` under `npm start`). */
  readonly markerFile: string;
  readonly datasets?: readonly DemoDataset[];
  /** The media bucket, for the datasets that upload files. */
  readonly media?: MediaTarget;
  readonly now?: number;
}

export async function seedDemoData(options: SeedOptions): Promise<DatasetOutcome[]> {
  const marker = readMarker(options.markerFile);
  const doc = DynamoDBDocumentClient.from(options.client, { marshallOptions: { removeUndefinedValues: true } });
  const now = options.now ?? Date.now();
  const outcomes: DatasetOutcome[] = [];
  for (const dataset of options.datasets ?? demoDatasets) {
    const loaded = marker[dataset.name];
    // A lower version is loaded too: checking out an older branch does not reload anything.
    if (loaded && loaded.version >= dataset.version) {
      outcomes.push({ name: dataset.name, version: dataset.version, added: undefined });
      continue;
    }
    const added = await dataset.seed({ doc, tableName: options.tableName, now, media: options.media });
    marker[dataset.name] = { version: dataset.version, loadedAt: new Date(now).toISOString() };
    writeMarker(options.markerFile, marker);
    outcomes.push({ name: dataset.name, version: dataset.version, added });
  }
  return outcomes;
}
