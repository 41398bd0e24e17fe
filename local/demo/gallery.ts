// The demo gallery: 64 pictures drawn here (gallery-art.ts), with titles, captions
// and tags as officers would give them. Some have no title (the page shows the file name) and
// some no description (the page shows 'Community Image'), as real uploads do.

import { artworkKinds, type ArtworkKind } from './gallery-art';

export interface DemoImage {
  readonly id: string;
  readonly kind: ArtworkKind;
  readonly seed: number;
  readonly title?: string;
  readonly fileName: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** Hours before the seed runs: the newest image first. */
  readonly hoursAgo: number;
}

const captions: Record<ArtworkKind, { tags: readonly string[]; titles: readonly string[]; descriptions: readonly string[] }> = {
  pitch: {
    tags: ['pitch', 'Lemont grounds', 'groundskeeping', 'aerial'],
    titles: [
      'Freshly mown for match day',
      'The main pitch from the drone',
      'Lines painted for the new season',
      'Pitch two after the re-seed',
    ],
    descriptions: [
      'The grounds crew had the stripes down by eight in the morning.',
      'A bird’s-eye view of the main pitch in Lemont.',
      'Thanks to the volunteers who repainted every line.',
    ],
  },
  posts: {
    tags: ['posts', 'kicking', 'evening', 'Lemont grounds'],
    titles: ['Posts at dusk', 'Conversion practice', 'The new post pads', 'Sunset over the try line'],
    descriptions: ['The sky put on a show after Thursday training.', 'New pads in club red, donated by our sponsors.'],
  },
  ball: {
    tags: ['match ball', 'kicking', 'equipment'],
    titles: ['On the tee', 'Match ball ready', 'Kicking clinic', 'The first kick of the season'],
    descriptions: ['The kicking clinic drew twenty players on a windy Saturday.', 'Every match ball signed by the squad.'],
  },
  crest: {
    tags: ['crest', 'club', 'history', 'merchandise'],
    titles: ['The Blaze crest', 'Crest banner for the clubhouse', 'Anniversary crest', 'Crest on the new flag'],
    descriptions: ['Our crest, first drawn in 1982.', 'The banner now hangs over the bar in the clubhouse.'],
  },
  scrum: {
    tags: ['match day', 'scrum', 'forwards', 'first XV', 'action'],
    titles: ['Front row engaged', 'Scrum on our put-in', 'Pushing for the line', 'Set piece against the visitors'],
    descriptions: ['The pack drove the visitors back ten metres.', 'A solid scrum under pressure in the second half.'],
  },
  lineout: {
    tags: ['match day', 'lineout', 'forwards', 'action', 'first XV'],
    titles: ['Lineout won', 'Up in the air', 'Clean catch at the front', 'Lineout drill'],
    descriptions: ['Our jumper takes a clean ball at the front.', 'Lineout drills on Tuesday paid off on Saturday.'],
  },
  floodlights: {
    tags: ['night match', 'floodlights', 'supporters', 'match day'],
    titles: ['Under the lights', 'Friday night rugby', 'A full stand', 'The floodlights switched on'],
    descriptions: ['A record crowd for the first night game of the season.', 'Supporters in red and gold filled the stand.'],
  },
  pattern: {
    tags: ['design', 'club colours', 'merchandise'],
    titles: ['Hoops and flames', 'The new kit pattern', 'Programme cover', 'Club colours'],
    descriptions: ['The pattern on this year’s training tops.', 'Cover art for the match-day programme.'],
  },
};

const IMAGE_COUNT = 64;

function demoImage(n: number): DemoImage {
  const kind = artworkKinds[n % artworkKinds.length] as ArtworkKind;
  const round = Math.floor(n / artworkKinds.length);
  const words = captions[kind];
  const seed = round + 1;
  const id = `demo-${kind}-${seed}`;
  // Every seventh has no title, every fifth no description: the page's fallbacks show.
  const title = n % 7 === 3 ? undefined : words.titles[round % words.titles.length];
  const description = n % 5 === 2 ? undefined : words.descriptions[round % words.descriptions.length];
  // From none to five tags, so both the three shown and '+N more' appear.
  const tagCount = (n * 3) % 6;
  const tags = Array.from({ length: tagCount }, (_, i) => words.tags[i] ?? captions.scrum.tags[i] ?? 'club');
  return {
    id,
    kind,
    seed,
    title: title && round >= words.titles.length ? `${title} (${round + 1})` : title,
    fileName: `IMG_${String(2400 + n * 13).padStart(4, '0')}.webp`,
    description,
    tags: [...new Set(tags)],
    hoursAgo: 6 + n * 19,
  };
}

export const demoImages: readonly DemoImage[] = Array.from({ length: IMAGE_COUNT }, (_, n) => demoImage(n));
