// Sample club stories for the static blog pages (the live club news is on /blog-2).

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly imgUrl: string;
  readonly imgAlt: string;
  readonly author: string;
  /** ISO date (yyyy-mm-dd). */
  readonly pubDate: string;
  readonly desc: string;
  readonly btnText: string;
}

const readMore = 'Read More';

/** One wide row, then two half-width cards, then three third-width cards. */
export const blogLayouts: {
  readonly wide: BlogPost;
  readonly halves: readonly BlogPost[];
  readonly thirds: readonly BlogPost[];
} = {
  wide: {
    id: 'season-opener',
    title: 'Blaze open the season with a bonus-point win',
    imgUrl: '/img/photos/try.svg',
    imgAlt: 'A Blaze winger dives over the line to score a try',
    author: 'Mike Kowalski',
    pubDate: '2026-03-14',
    desc:
      'Four tries, a rock-solid scrum and a full clubhouse afterwards: the first home match of the spring ' +
      'season could hardly have gone better. Our match report, with the coach’s view on what comes next.',
    btnText: readMore,
  },
  halves: [
    {
      id: 'scrum-clinic',
      title: 'Inside the Tuesday scrum clinic',
      imgUrl: '/img/photos/scrum.svg',
      imgAlt: 'Two packs bind for a scrum at training',
      author: 'Dan O’Brien',
      pubDate: '2026-03-03',
      desc:
        'Every Tuesday the forwards stay behind for an extra half hour of scrummaging. Our props explain why ' +
        'the work in the dark pays off on Saturday afternoons.',
      btnText: readMore,
    },
    {
      id: 'new-players',
      title: 'Never played rugby? Start here',
      imgUrl: '/img/photos/training.svg',
      imgAlt: 'New players learning to pass at an evening training session',
      author: 'Sarah Nowak',
      pubDate: '2026-02-20',
      desc:
        'Boots, a mouthguard and a sense of humour are all you need. What to expect at your first training ' +
        'session in Lemont, and who to ask when you arrive.',
      btnText: readMore,
    },
  ],
  thirds: [
    {
      id: 'lineout-calls',
      title: 'Lineouts: calling the numbers',
      imgUrl: '/img/photos/lineout.svg',
      imgAlt: 'A jumper is lifted high in a lineout',
      author: 'Tom Brennan',
      pubDate: '2026-02-08',
      desc: 'How our hooker and jumpers keep the calls simple, and why the lineout won us the derby.',
      btnText: readMore,
    },
    {
      id: 'fans-day',
      title: 'Thank you to our supporters',
      imgUrl: '/img/photos/fans.svg',
      imgAlt: 'Supporters in red cheering on the sideline',
      author: 'Sarah Nowak',
      pubDate: '2026-01-26',
      desc: 'Rain, wind and a late kick-off, and still the sideline was three deep. A note from the committee.',
      btnText: readMore,
    },
    {
      id: 'club-history',
      title: 'Two clubs, one Blaze: our 1982 merger',
      imgUrl: '/img/photos/history-1982.svg',
      imgAlt: 'An old team photograph from the year the club was formed',
      author: 'Mike Kowalski',
      pubDate: '2026-01-12',
      desc: 'How two Chicago-area sides joined forces and built a club with its own grounds in Lemont.',
      btnText: readMore,
    },
  ],
};
