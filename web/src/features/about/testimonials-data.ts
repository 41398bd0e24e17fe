// Sample testimonials for the about page's slider (static display data, as on the old site).

export interface Testimonial {
  readonly imgUrl: string;
  /** Who is speaking. */
  readonly title: string;
  /** What they said. */
  readonly desc: string;
  /** Their connection to the club ('dige' in the old site's data). */
  readonly role: string;
  /** Stars out of five. */
  readonly ratingcount: number;
}

export const testimonials: readonly Testimonial[] = [
  {
    imgUrl: '/img/people/person-3.svg',
    title: 'Marcus Bell',
    role: "Flanker, Men's XV",
    desc: 'I turned up to a Tuesday practice knowing nobody and not a single rule. Two seasons later these are the people I call first for anything.',
    ratingcount: 5,
  },
  {
    imgUrl: '/img/people/person-4.svg',
    title: 'Dana Kowalski',
    role: 'Parent of an under-14 player',
    desc: 'The youth coaches teach safe tackling before anything else, and my daughter comes home from Lemont muddy, tired and grinning every Saturday.',
    ratingcount: 5,
  },
  {
    imgUrl: '/img/people/person-6.svg',
    title: "Tom O'Rourke",
    role: 'Captain, Fossils old boys',
    desc: 'I first pulled on the red jersey in 1984. The knees are slower now, but the Fossils still play, still sing and still buy the first round.',
    ratingcount: 5,
  },
  {
    imgUrl: '/img/people/person-5.svg',
    title: 'Rahul Natarajan',
    role: 'Held his wedding reception in the hall',
    desc: 'We brought our own caterer and our own band, nobody charged us per head, and there was parking for every one of our guests. Perfect day.',
    ratingcount: 5,
  },
  {
    imgUrl: '/img/people/person-2.svg',
    title: 'Keisha Franklin',
    role: "Wing, Women's XV",
    desc: 'Fast, friendly and fiercely competitive. The women’s side trains alongside the men, travels together and celebrates together in the bar.',
    ratingcount: 5,
  },
  {
    imgUrl: '/img/people/person-1.svg',
    title: 'Greg Lindqvist',
    role: 'Organised a company picnic at the grounds',
    desc: 'Fifteen acres, a grill, a jungle gym for the kids and a bar for the grown-ups. Our team still talks about the touch rugby match.',
    ratingcount: 5,
  },
];
