// A body each POST, PUT and PATCH row accepts: the local API server's smoke test sends it
// (tests/integration/local-api-server.test.ts), and the fuzzing mutates it
// (tests/integration/fuzz-bodies.test.ts), and the bench's form traffic posts it (bench/api-load.ts,
// bench/fault-traffic.ts). No handler imports it, so no bundle carries it. A row with
// `proofOfWork: 'check'` also needs a solved challenge in its Proof-Of-Work header: whatever posts
// these bodies pays it with fetchProof (common/requests/proof-of-work.ts), as the site's forms do.

import { clubYear } from '../common/club-time';
import type { RouteId } from './routes';

/**
 * A body each POST, PUT and PATCH row accepts, so its handler gets past validation and reaches
 * the tables, bucket and mail its row grants: a handler using something its row does not list
 * then answers 500 in the local API server's smoke test. A new row with a body schema needs one
 * (tests there and in the fuzzing say so).
 */
// A rental three months ahead, three hours long: inside every default limit of the rental rules,
// and after the demo bookings (local/demo/bookings-dataset.ts, all within five weeks of the seed),
// which a month ahead could overlap (409) at some times of day.
const rentalStart = Date.now() + 90 * 86_400_000;

// A club night four and a half months ahead, evening hours, its sales closing the day before: after
// the demo bookings, the sample rental above and the sample block below, so the hall is free.
const nightStart = rentalStart + 45 * 86_400_000;
const clubNightBody = {
  title: 'Sample awards night',
  description: 'Dinner and the season awards.',
  start: nightStart,
  end: nightStart + 4 * 3_600_000,
  capacity: 120,
  memberPriceCents: 4_500,
  priceCents: 6_000,
  tablesOfTen: true,
  salesCloseAt: nightStart - 86_400_000,
};

export const validBodies: Partial<Record<RouteId, unknown>> = {
  'create-rental-request': {
    email: 'visitor@example.com',
    name: 'Sample Visitor',
    phone: '630-555-0100',
    start: rentalStart,
    end: rentalStart + 3 * 3_600_000,
    eventTitle: 'Sample party',
  },
  'create-sponsorship-request': {
    companyName: 'Sample Company',
    contactName: 'Sample Contact',
    email: 'sponsor@example.com',
    sponsorshipType: 'other',
    amount: 0,
  },
  'create-player-request': { firstName: 'Sample', lastName: 'Player', email: 'player@example.com', phone: '630-555-0101' },
  'create-contact-message': { name: 'Sample Visitor', email: 'contact@example.com', subject: 'Sample subject', message: 'Hello.' },
  'create-newsletter-subscription': { name: 'Sample Reader', email: 'reader@example.com', interests: ['fossils'] },
  'create-form-challenge': {},
  // A well-formed token no entry has: the handler queries its table and answers 404.
  'confirm-newsletter-subscription': { token: 'A'.repeat(43) },
  // A token of the right shape that opens no booking: the rows read the secret and the request, then answer 404.
  'get-rental-booking': { token: 'A'.repeat(43) },
  'start-booking-checkout': { token: 'A'.repeat(43) },
  'cancel-rental-booking': { token: 'A'.repeat(43) },
  'create-booking-certificate-form': { token: 'A'.repeat(43), contentType: 'application/pdf', bytes: 120_000 },
  'attach-booking-certificate': { token: 'A'.repeat(43), uploadId: '2f1c9d3e-7a4b-4c5d-8e9f-0a1b2c3d4e5f', fileName: 'certificate.pdf' },
  'delete-newsletter-subscription': { token: 'A'.repeat(43) },
  'update-rental-config': { entries: [{ key: 'hourly_rate', value: 110 }] },
  // The first save over empty tables (version 0): one space, one add-on, the policy.
  'update-rental-model': {
    version: 0,
    spaces: [
      {
        id: 'sample-hall',
        name: 'Sample hall',
        kind: 'indoor',
        capacity: 100,
        hourlyCents: 10_000,
        dailyCents: 80_000,
        minHours: 2,
        maxHours: 168,
        setupMinutes: 60,
        cleanupMinutes: 60,
        advanceDays: 365,
        damageDepositCents: 20_000,
      },
    ],
    addOns: [{ id: 'sample-bar', name: 'Sample bar', pricing: 'per-hour', amount: 4_000, spaceIds: ['sample-hall'] }],
    policy: {
      defaultSpaceId: 'sample-hall',
      depositBasisPoints: 2_500,
      taxBasisPoints: 0,
      balanceDueDays: 14,
      balanceReminderDays: 7,
      holdDays: 7,
      cancellation: [],
    },
  },
  'create-rental-terms': { html: '<h2>Sample terms</h2><p>Leave the hall as you found it.</p>', basedOn: 0 },
  'create-game': { start: Date.UTC(2026, 11, 5, 20), homeTeam: 'Chicago Blaze', awayTeam: 'Sample RFC', status: 'scheduled' },
  'update-game': {
    start: Date.UTC(2026, 11, 5, 20),
    homeTeam: 'Chicago Blaze',
    awayTeam: 'Sample RFC',
    status: 'completed',
    homeScore: 20,
    awayScore: 7,
  },
  'save-game-sheet': {
    squad: [
      { shirt: 10, playerSlug: 'sample-player' },
      { shirt: 9, playerSlug: 'sample-scrum-half' },
    ],
    scorers: [{ playerSlug: 'sample-player', tries: 1, conversions: 1 }],
  },
  'create-club-night': clubNightBody,
  'refund-ticket-order': {},
  // Two tickets to a night: the smoke test's tables hold no night, so the rows answer 404.
  'start-ticket-checkout': { quantity: 2, name: 'Sample Buyer', email: 'buyer@example.com' },
  // A token of the right shape the club did not sign: a 404, as a link from another mail would be.
  'open-ticket': { token: `sample-night.0123456789abcdef-01.${'A'.repeat(43)}` },
  'start-member-ticket-checkout': { quantity: 2, name: 'Sample Member', email: 'member@example.com' },
  'update-club-night': clubNightBody,
  'create-meeting': { title: 'Sample board meeting', start: Date.UTC(2026, 11, 8, 0), end: Date.UTC(2026, 11, 8, 2) },
  'update-meeting': {
    title: 'Sample board meeting',
    status: 'completed',
    start: Date.UTC(2026, 11, 8, 0),
    end: Date.UTC(2026, 11, 8, 2),
    notes: '/minutes/sample.pdf',
  },
  'create-post': { title: 'Sample news', status: 'published', content: '<p>Sample text.</p>' },
  'update-post': { title: 'Sample news', status: 'draft', content: '' },
  'create-gallery-images': {
    images: [{ image: '00000000-0000-4000-8000-000000000001', thumbnail: '00000000-0000-4000-8000-000000000002', title: 'Sample picture' }],
  },
  'update-gallery-image': { title: 'Sample picture', description: '', tags: ['sample'] },
  'create-store': { name: 'Sample Store', sortOrder: 3 },
  'update-store': { name: 'Sample Store', sortOrder: 3 },
  'create-product': { name: 'Sample Scarf', price: 18.5, stockStatus: 'in_stock' },
  'update-product': { name: 'Sample Scarf', price: 18.5, variants: [{ name: 'Sample Scarf, red', color: 'Red', price: 19 }] },
  'create-player': { name: 'Sample Player', positions: ['hooker'], shirtNumber: 88 },
  'create-team': { name: 'Sample Sevens', order: 9 },
  'update-team': { name: 'Men’s XV', order: 0 },
  'create-membership-type': {
    season: clubYear(Date.now()),
    type: { name: 'Sample Social', priceCents: 5_000, includes: 'The clubhouse and its nights', chosenBy: 'members', order: 2 },
  },
  'update-membership-type': { name: 'Playing', priceCents: 25_000, includes: 'Every game and training', minAge: 18, chosenBy: 'members' },
  'join-membership': { season: clubYear(Date.now()), typeId: 'playing', name: 'Sample Member', birthDate: '1990-05-17' },
  'start-membership-checkout': {},
  'start-membership': { season: clubYear(Date.now()), typeId: 'corporate', sub: 'sample-member' },
  'update-membership-settings': { duesToPlay: false, reminderDays: [30, 7] },
  'update-my-directory-choices': { listed: true, email: false, team: true },
  // A token of the right shape the club did not sign: a 404, as a link from another mail would be.
  'player-link': { token: `sample-game.sample-player.${(4_000_000_000).toString(36)}.${'A'.repeat(43)}` },
  'answer-my-fixture': { answer: 'available' },
  'reply-my-selection': { reply: 'confirmed' },
  'update-my-mail-choices': { availability: true, selection: true, changes: false },
  'publish-selection': { players: [] },
  'update-availability-settings': { promptDaysBefore: 6, promptHour: 19, reminderDaysBefore: 2, cutoffHoursBefore: 24 },
  'update-my-registration': { number: '2026123456', status: 'active', expiresOn: '2099-08-31' },
  'sign-my-document': { version: 1, typedName: 'Sample Player' },
  'update-season-document': { text: 'Sample waiver text.', baseVersion: 0 },
  'send-eligibility-reminders': { season: new Date().getFullYear() },
  'update-player': { name: 'Sample Player', positions: ['wing', 'fullback'], shirtNumber: null, status: 'retired' },
  'create-club-officer': { role: 'Sample Role', name: 'Sample Officer', mailbox: 'sample', askAbout: 'Sample questions.' },
  'update-club-officer': { role: 'Sample Role', name: 'Sample Officer', bio: 'Sample biography.', mailbox: 'sample', removePhoto: true },
  'reorder-club-officers': { ids: ['president', 'treasurer'] },
  'create-sponsor': { name: 'Sample Sponsor', tier: 'gold', link: 'https://example.com/', season: 2026 },
  'update-sponsor': { name: 'Sample Sponsor', tier: 'silver', link: '', season: 2026, removeLogo: true },
  'reorder-sponsors': { ids: ['lemont-lumber', 'archer-ave-dental'] },
  'create-upload-forms': { files: [{ kind: 'image', contentType: 'image/jpeg', bytes: 120_000 }] },
  'approve-rental-request': {},
  'cancel-rental-request': {},
  'return-damage-deposit': { returnCents: 20_000, reason: 'A chair was broken' },
  'mark-request-handled': {},
  // A token of a ticket's shape whose signature is not the tickets' key's: the row reads the secret, then answers 400.
  'admit-ticket': { token: `sample-night.0123456789abcdef-01.${'A'.repeat(43)}` },
  'add-requested-player': { positions: ['loosehead-prop', 'tighthead-prop'] },
  'retry-dead-mail': {},
  'vouch-officer': {},
  'decline-rental-request': { reason: 'other', text: 'Sample reason.' },
  'create-my-upload-forms': { files: [{ kind: 'portrait', contentType: 'image/jpeg', bytes: 120_000 }] },
  'create-profile-change': { bio: 'Sample bio: a prop since school.' },
  'approve-profile-change': {},
  'decline-profile-change': {},
  'add-request-note': { text: 'Sample note.' },
  'create-blocked-dates': { start: rentalStart + 30 * 86_400_000, end: rentalStart + 31 * 86_400_000, title: 'Sample maintenance' },
  // An offline payment of a membership's dues, by cheque, received an hour before the file loads.
  'record-offline-payment': {
    subject: { kind: 'membership', id: 'M-SAMPLE' },
    amountCents: 12_000,
    method: 'cheque',
    description: 'Season dues',
    receivedAt: Date.now() - 3_600_000,
    reference: 'Cheque 1001',
    payerEmail: 'member@example.com',
  },
  'refund-payment': { amountCents: 1_000, reason: 'overpaid' },
  // An event as Stripe sends it, unsigned: the webhook refuses it (400) before reading anything.
  'stripe-webhook': { id: 'evt_sample', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_sample' } } },
  'create-newsletter': { subject: 'Sample newsletter', audience: ['fossils'], content: '<p>Hello from the club.</p>' },
  'update-newsletter': { subject: 'Sample newsletter', audience: ['fossils'], content: '<p>Hello again from the club.</p>' },
  'test-send-newsletter': {},
  'send-newsletter': { sendAt: null },
  // RFC 8058's one pair, which mail programs post form-encoded.
  'one-click-unsubscribe': { 'List-Unsubscribe': 'One-Click' },
};
