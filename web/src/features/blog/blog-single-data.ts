// The static sample article on /blog-single, its author and its two sample comments.

export interface SocialLink {
  readonly network: 'facebook' | 'instagram' | 'youtube';
  readonly label: string;
  readonly url: string;
}

export interface SampleComment {
  readonly id: string;
  readonly name: string;
  /** ISO date (yyyy-mm-dd). */
  readonly date: string;
  readonly message: string;
  readonly avatar: string;
}

export const article = {
  title: 'Chicago Blaze are the Best',
  pubDate: '2026-04-02',
  author: 'Mike Kowalski',
  imgUrl: '/img/photos/team.svg',
  imgAlt: 'The Blaze squad lined up in red and charcoal kit before a home match',
  intro: [
    'Ask anyone who has pulled on the red and charcoal and they will tell you the same thing: the Blaze are ' +
      'the best rugby club in Chicago. Not because we win every match (we do not), but because of what ' +
      'happens before and after the eighty minutes.',
    'Since two clubs joined forces in 1982, the Blaze have been a place where a first-time player and a ' +
      'forty-year veteran share a scrum, a sideline and, later, a table in the clubhouse. Opponents are ' +
      'invited in for food after every home match. Nobody leaves hungry.',
  ],
  quote: {
    text:
      'You can teach anyone to pass and tackle. What makes this club is that people keep coming back on ' +
      'a cold Tuesday night, for each other.',
    cite: 'Dan O’Brien, forwards coach',
  },
  body: [
    'This spring the club counts more players at training than at any time in its history, a ' +
      'touch-rugby group that fills the fields on Sunday mornings and supporters who follow us to away matches. ' +
      'The clubhouse and banquet hall in Lemont keep the lights on, and every rental puts money back into ' +
      'kit, pitches and travel.',
    'So come down to a home match, bring the family, stay for the barbecue and judge for yourself. We think ' + 'you will agree.',
  ],
  tags: ['Club news', 'Community', 'Season 2026'],
} as const;

export const authorBox = {
  name: 'Mike Kowalski',
  role: 'Club secretary and former flanker',
  imgUrl: '/img/people/person-1.svg',
  bio:
    'Mike played twelve seasons in the Blaze back row before hanging up his boots for a clipboard. He ' +
    'writes the match reports, runs the clubhouse bookings and never misses a home match.',
} as const;

/** The club's own pages; opened in a new tab. */
export const clubSocialLinks: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/blazerugbyclub' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/blazerugbyclub' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@blazerugbyclub' },
];

export const sampleComments: readonly SampleComment[] = [
  {
    id: 'comment-1',
    name: 'Jenny Malone',
    date: '2026-04-03',
    message:
      'My husband played his first match for the Blaze this month, at forty-one, and the welcome from the ' +
      'whole club was wonderful. See you at the barbecue!',
    avatar: '/img/people/person-4.svg',
  },
  {
    id: 'comment-2',
    name: 'Carlos Rivera',
    date: '2026-04-04',
    message: 'Best clubhouse in the league, and the best post-match chili. Looking forward to the derby next ' + 'month.',
    avatar: '/img/people/person-5.svg',
  },
];
