// Demo news for a fresh local stack: nine published posts and one draft that must never show publicly.
// Dates are days before the seed ran, so the list always looks recent. Loaded by the `posts`
// dataset (local/demo/posts-dataset.ts): a post added here needs its version raised.

export interface DemoPost {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly category: string;
  readonly authorFirstName: string;
  readonly authorLastName: string;
  /** Days before the seed ran; undefined for the draft. */
  readonly publishedDaysAgo?: number;
  /** Days before the seed ran that the post was first written. */
  readonly createdDaysAgo: number;
}

export const demoPosts: readonly DemoPost[] = [
  {
    id: 'demo-season-kickoff',
    title: 'New Season Kicks Off at Blaze Fields',
    category: 'Club News',
    authorFirstName: 'Maggie',
    authorLastName: 'Kowalski',
    publishedDaysAgo: 3,
    createdDaysAgo: 4,
    content: `<p>The wait is over: the <strong>new season</strong> opens this Saturday at Blaze Fields in Lemont. The men's side hosts the Chicago Griffins at 1:00 pm, with the Fossils taking the second pitch straight after.</p>
<p>Gates open at noon. The clubhouse kitchen will be serving brats, burgers and the famous Blaze chili, and the bar opens after the final whistle.</p>
<ul>
<li>Bring a chair or a blanket: the new bleachers are on order.</li>
<li>Parking is on the east lot; please keep the fire lane clear.</li>
<li>Kids under 12 get in free, as always.</li>
</ul>
<p>See you on the touchline!</p>`,
  },
  {
    id: 'demo-match-report-griffins',
    title: 'Match Report: Blaze 24, Griffins 17',
    category: 'Match Report',
    authorFirstName: 'Dan',
    authorLastName: 'Reilly',
    publishedDaysAgo: 10,
    createdDaysAgo: 10,
    content: `<p>A muddy afternoon and a <strong>hard-won home victory</strong>. The Griffins led 10-7 at the break after an early intercept try, but the Blaze pack took over in the second half.</p>
<p>Two driving mauls from lineouts inside the 22 put us ahead, and fly-half Tomás Ortega slotted a late penalty to make it a two-score game. The Griffins' last-minute converted try earned them a losing bonus point.</p>
<ul>
<li>Tries: Novak (2), Brennan, Adeyemi</li>
<li>Conversions: Ortega (2)</li>
<li>Man of the match: hooker Pete Novak, for two tries and a perfect lineout</li>
</ul>
<p>Next up: away to Naperville in two weeks.</p>`,
  },
  {
    id: 'demo-hall-wedding-season',
    title: 'Booking Now: Wedding Season in the Banquet Hall',
    category: 'Rental',
    authorFirstName: 'Linda',
    authorLastName: 'Marsh',
    publishedDaysAgo: 21,
    createdDaysAgo: 23,
    content: `<p>Our banquet hall seats up to <strong>200 guests</strong>, with a dance floor, a full bar and a kitchen your caterer will love. Summer Saturdays are filling fast, so if you are planning a wedding or reception this year, now is the time to ask.</p>
<p>Every rental supports the club: the hall pays for our fields, our kit and our youth programme.</p>
<ul>
<li>Hourly and full-day rates, with a refundable security deposit.</li>
<li>Tables, chairs and linens included.</li>
<li>Free parking for your guests.</li>
</ul>
<p>Check the rental calendar for open dates and send a request from the Book Now page.</p>`,
  },
  {
    id: 'demo-annual-meeting',
    title: 'Annual Meeting of the Corporation',
    category: 'Corporation',
    authorFirstName: 'Robert',
    authorLastName: 'Chen',
    publishedDaysAgo: 35,
    createdDaysAgo: 40,
    content: `<p>The <strong>annual meeting</strong> of the Blaze Rugby Club &amp; Corporation will be held in the clubhouse on the first Tuesday of next month at 7:00 pm. All members in good standing may vote.</p>
<p>On the agenda: the treasurer's report, the budget for field drainage, the election of three directors, and a proposal to extend the clubhouse patio.</p>
<ul>
<li>Nominations for director close one week before the meeting.</li>
<li>Proxies must be lodged with the secretary in writing.</li>
</ul>
<p>Minutes of last year's meeting are on the Minutes &amp; Meetings page.</p>`,
  },
  {
    id: 'demo-fossils-tour',
    title: 'Fossils Announce Autumn Tour to Ireland',
    category: 'Club News',
    authorFirstName: 'Seamus',
    authorLastName: "O'Donnell",
    publishedDaysAgo: 48,
    createdDaysAgo: 50,
    content: `<p>Our over-35s, the <strong>Fossils</strong>, are going on tour. Ten days in October, three matches, and more than a few pints of the black stuff along the way.</p>
<p>Fixtures are confirmed against old-boys sides in Galway, Limerick and Cork. Partners and supporters are welcome to travel with the squad; the tour committee has a block of rooms at each stop.</p>
<p>A deposit of $250 holds your place. Talk to Seamus at training or at the bar on Thursday nights.</p>`,
  },
  {
    id: 'demo-youth-clinic',
    title: 'Free Youth Rugby Clinic',
    category: 'Club News',
    authorFirstName: 'Maggie',
    authorLastName: 'Kowalski',
    publishedDaysAgo: 62,
    createdDaysAgo: 62,
    content: `<p>Free tag-rugby clinic for ages 6-14, Sunday mornings in June. Just bring water and sneakers.</p>`,
  },
  {
    id: 'demo-match-report-naperville',
    title: 'Match Report: Naperville 31, Blaze 26',
    category: 'Match Report',
    authorFirstName: 'Dan',
    authorLastName: 'Reilly',
    publishedDaysAgo: 76,
    createdDaysAgo: 76,
    content: `<p>So close. A <strong>five-try thriller</strong> in Naperville ended with the Blaze camped on the home line as the clock went red, and a knock-on one metre short.</p>
<p>The backs were outstanding: winger Kofi Adeyemi finished two long-range tries and full-back Jack Brennan made the try-saving tackle of the season. We take home two bonus points, for four tries and for finishing within seven.</p>
<ul>
<li>Tries: Adeyemi (2), Ortega, Lindqvist</li>
<li>Conversions: Ortega (3)</li>
</ul>`,
  },
  {
    id: 'demo-corporate-events',
    title: 'Corporate Events at the Clubhouse',
    category: 'Rental',
    authorFirstName: 'Linda',
    authorLastName: 'Marsh',
    publishedDaysAgo: 95,
    createdDaysAgo: 97,
    content: `<p>Looking for somewhere different for the <strong>team offsite</strong> or the holiday party? The clubhouse hosts corporate events of 20 to 200 people, with a projector and screen, wifi and a bar.</p>
<p>Want to add something memorable? Our players run a beginners' touch-rugby session on the back field: no tackling, lots of laughing, and a great way to get colleagues talking.</p>
<ul>
<li>Half-day and full-day packages.</li>
<li>Catering through our partner kitchens in Lemont.</li>
</ul>`,
  },
  {
    id: 'demo-field-renovation',
    title: 'Field Renovation Complete',
    category: 'Corporation',
    authorFirstName: 'Robert',
    authorLastName: 'Chen',
    publishedDaysAgo: 120,
    createdDaysAgo: 125,
    content: `<p>The drainage and re-seeding of the <strong>main pitch</strong> is finished, on time and under budget, thanks to the volunteers who gave up four weekends and to the hall rentals that paid for it.</p>
<p>The pitch will rest until the spring season; training moves to the back field until then. The directors thank Lemont Turf &amp; Drainage for their patience with a club full of opinions about grass.</p>`,
  },
  {
    id: 'demo-draft-sponsor-night',
    title: 'DRAFT: Sponsors Night (not yet announced)',
    category: 'Club News',
    authorFirstName: 'Maggie',
    authorLastName: 'Kowalski',
    createdDaysAgo: 1,
    content: `<p>Draft: details of the <strong>sponsors night</strong> to follow once the date is confirmed.</p>`,
  },
];
