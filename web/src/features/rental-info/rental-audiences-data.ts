// The copy of the four rental information pages, one entry per audience. Every figure comes from config/facility.

import { FACILITY, interstatesText } from '../../config/facility';

export interface RentalPhoto {
  readonly src: string;
  readonly alt: string;
}

export interface RentalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface RentalAudiencePage {
  readonly title: string;
  readonly crumb: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly lead: string;
  readonly photo: RentalPhoto;
  readonly sections: readonly RentalSection[];
  readonly checklistHeading: string;
  readonly checklist: readonly string[];
  readonly gallery: readonly [RentalPhoto, RentalPhoto];
  readonly ctaHeading: string;
  readonly ctaText: string;
  readonly ctaLabel: string;
}

const { capacityGuests, parkingCars, acres, town, state, venueName } = FACILITY;

export const rentalWhoPage: RentalAudiencePage = {
  title: 'WHO WE ARE',
  crumb: 'Who We Are',
  eyebrow: 'Clubhouse and Banquet Hall',
  heading: 'A rugby club’s home, open for your day',
  lead:
    `The ${venueName} is owned and run by the Blaze Rugby Club & Corporation. It is where our players, ` +
    'families and supporters gather after every home match, and on the other days of the year we open it ' +
    'to our neighbours for parties, meetings and receptions.',
  photo: { src: '/img/photos/clubhouse.svg', alt: 'The Blaze clubhouse seen from the parking lot' },
  sections: [
    {
      heading: 'Who runs the hall',
      paragraphs: [
        'There is no events company between you and us. Club members and officers look after the hall and ' +
          'are on hand on the day of your event. Every rental helps pay for pitches, kit and travel for ' +
          'our teams.',
      ],
    },
    {
      heading: 'Where we are',
      paragraphs: [
        `We are in ${town}, ${state}, close to two interstates (${interstatesText}), so guests coming from ` +
          `Chicago, the suburbs or out of town reach us easily. Our ${acres} acres of grounds hold the hall, ` +
          `the fields and parking for over ${parkingCars} cars.`,
      ],
    },
    {
      heading: 'How renting works',
      paragraphs: [
        `The hall holds up to ${capacityGuests} guests. You pay for the hours you book, with no per-head ` +
          'charge, and you are free to bring your own caterer and band. Tell us the date and times, and a ' +
          'club officer will confirm them with you.',
      ],
    },
  ],
  checklistHeading: 'What you get',
  checklist: [
    'The banquet hall with banquet tables and chairs',
    'A full bar and a kitchen for your caterer',
    'A grill, open fields and a jungle gym outside',
    'Locker rooms for teams and tournament groups',
  ],
  gallery: [
    { src: '/img/photos/banquet-hall.svg', alt: 'The banquet hall set for a dinner' },
    { src: '/img/photos/field.svg', alt: 'The fields behind the clubhouse' },
  ],
  ctaHeading: 'Come and see the hall',
  ctaText: 'Pick your date and times and send us your request. We reply personally.',
  ctaLabel: 'Book the hall',
};

export const rentalCorpPage: RentalAudiencePage = {
  title: 'CORPORATE EVENTS',
  crumb: 'Corporate Events',
  eyebrow: 'Clubhouse and Banquet Hall',
  heading: 'Team days, client evenings and holiday parties',
  lead:
    'Take the team out of the office and onto a rugby ground. Our clubhouse suits a planning day, a summer ' +
    'picnic, a client appreciation evening or the end-of-year party, and it is easy on the budget.',
  photo: { src: '/img/photos/corporate.svg', alt: 'Colleagues at a company event in the banquet hall' },
  sections: [
    {
      heading: 'Simple to plan',
      paragraphs: [
        `The hall seats up to ${capacityGuests} guests. You book by the hour with no per-head charge, so the ` +
          'quote does not change when a few more colleagues sign up. Bring the caterer your office already ' +
          'trusts, or a band for the holiday party.',
      ],
    },
    {
      heading: 'Easy to reach',
      paragraphs: [
        `We are in ${town}, close to ${interstatesText}, an easy drive from the Loop and the western and ` +
          `southwest suburbs. Parking for over ${parkingCars} cars means nobody hunts for a space or pays for one.`,
      ],
    },
    {
      heading: 'Room to get outside',
      paragraphs: [
        `With ${acres} acres of grounds there is space for a relay, a game of touch on the pitch or a long ` +
          'lunch at the grill, before everyone heads inside to the bar.',
      ],
    },
  ],
  checklistHeading: 'Good for',
  checklist: [
    'Team-building and off-site planning days',
    'Company picnics and family days',
    'Client and customer appreciation evenings',
    'Holiday and retirement parties',
  ],
  gallery: [
    { src: '/img/photos/bar.svg', alt: 'The clubhouse bar ready for an evening event' },
    { src: '/img/photos/parking.svg', alt: 'The parking lot in front of the clubhouse' },
  ],
  ctaHeading: 'Plan your company event',
  ctaText: 'Send us your preferred date and times, and we will confirm them with you.',
  ctaLabel: 'Book a corporate event',
};

export const rentalBirthdayPage: RentalAudiencePage = {
  title: 'BIRTHDAYS & CELEBRATIONS',
  crumb: 'Birthdays & Celebrations',
  eyebrow: 'Clubhouse and Banquet Hall',
  heading: 'Room for the whole family to celebrate',
  lead:
    'First birthdays, sweet sixteens, fiftieths, graduations, anniversaries and reunions: the clubhouse has ' +
    'the room for the party and the grounds for the children to run.',
  photo: { src: '/img/photos/birthday.svg', alt: 'A birthday party with balloons in the banquet hall' },
  sections: [
    {
      heading: 'For the little ones',
      paragraphs: [
        `The jungle gym and ${acres} acres of open grass keep children busy while the grown-ups catch up ` +
          'inside. Fire up the grill for burgers and hot dogs, and bring the cake in through the kitchen.',
      ],
    },
    {
      heading: 'For the big birthdays',
      paragraphs: [
        `The banquet hall holds up to ${capacityGuests} guests, and the full bar is there when it is time ` +
          'for a toast. Bring your own caterer and your own band or DJ: it is your party, your way.',
      ],
    },
    {
      heading: 'No surprises on the bill',
      paragraphs: [
        'You pay for the hours, never per head, so the whole family can come. Parking for over ' +
          `${parkingCars} cars and the interstates (${interstatesText}) close by make the trip easy for ` +
          'grandparents and cousins from out of town.',
      ],
    },
  ],
  checklistHeading: 'Good for',
  checklist: [
    'Children’s birthday parties',
    'Milestone birthdays and anniversaries',
    'Graduation and communion parties',
    'Family reunions and showers',
  ],
  gallery: [
    { src: '/img/photos/playground.svg', alt: 'The jungle gym beside the fields' },
    { src: '/img/photos/grill.svg', alt: 'The outdoor grill on the patio' },
  ],
  ctaHeading: 'Save the date',
  ctaText: 'Weekend dates go first. Send us your date and times and we will hold them for you.',
  ctaLabel: 'Book your celebration',
};

export const rentalWeddingsPage: RentalAudiencePage = {
  title: 'WEDDING & RECEPTIONS',
  crumb: 'Wedding & Receptions',
  eyebrow: 'Clubhouse and Banquet Hall',
  heading: 'A relaxed, welcoming hall for the big day',
  lead:
    'Planning your daughter’s reception, or your own? Our banquet hall gives you a warm room for dinner and ' +
    'dancing, the freedom to choose your own people, and a price you know before you book.',
  photo: { src: '/img/photos/wedding.svg', alt: 'A wedding reception with a head table and dance floor' },
  sections: [
    {
      heading: 'Your caterer, your band',
      paragraphs: [
        'Many halls tie you to their kitchen and their list of bands. We do not. Bring the caterer who makes ' +
          'the family recipes and the band everybody wants on the dance floor; the kitchen and the full bar ' +
          'are ready for them.',
      ],
    },
    {
      heading: 'Room for everyone',
      paragraphs: [
        `The hall seats up to ${capacityGuests} guests at banquet tables, with room to dance. There is ` +
          `parking for over ${parkingCars} cars, and our ${acres} acres of grounds make a lovely backdrop ` +
          'for photographs on a summer evening.',
      ],
    },
    {
      heading: 'A price without a per-head charge',
      paragraphs: [
        'You book the hall by the hour. There is no per-head charge, so adding the neighbours to the guest ' +
          `list does not change the rent. We are in ${town}, near ${interstatesText}, which makes the drive ` +
          'simple for guests coming from the city or the airports.',
      ],
    },
  ],
  checklistHeading: 'Planning checklist',
  checklist: [
    'Choose your date and the hours you need, setup included',
    'Book your caterer and band, and tell them about our kitchen',
    'Plan the room: banquet tables, head table and dance floor',
    'Send us your request, and a club officer will confirm it',
  ],
  gallery: [
    { src: '/img/photos/banquet-hall.svg', alt: 'The banquet hall set with round tables' },
    { src: '/img/photos/field.svg', alt: 'The open grounds in the evening light' },
  ],
  ctaHeading: 'Hold your wedding date',
  ctaText: 'Tell us the date and the hours you need, including setup, and we will be in touch.',
  ctaLabel: 'Book the hall for your reception',
};
