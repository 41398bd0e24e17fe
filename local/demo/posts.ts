// Demo news for a fresh local stack: twenty-two published posts (several pages of the News page,
// six of them the corporation's) and one draft that must never show publicly.
// Dates are days before the seed ran, so the list always looks recent. Loaded by the `posts`
// dataset (local/demo/posts-dataset.ts): a post added here needs its version raised.

import { CORPORATION_NEWS_CATEGORY } from '../../common/news/news';

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
    category: CORPORATION_NEWS_CATEGORY,
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
    category: CORPORATION_NEWS_CATEGORY,
    authorFirstName: 'Robert',
    authorLastName: 'Chen',
    publishedDaysAgo: 120,
    createdDaysAgo: 125,
    content: `<p>The drainage and re-seeding of the <strong>main pitch</strong> is finished, on time and under budget, thanks to the volunteers who gave up four weekends and to the hall rentals that paid for it.</p>
<p>The pitch will rest until the spring season; training moves to the back field until then. The directors thank Lemont Turf &amp; Drainage for their patience with a club full of opinions about grass.</p>`,
  },
  {
    id: 'demo-board-election-results',
    title: 'Board Election Results',
    category: CORPORATION_NEWS_CATEGORY,
    authorFirstName: 'Robert',
    authorLastName: 'Chen',
    publishedDaysAgo: 135,
    createdDaysAgo: 135,
    content: `<p>Members elected <strong>three directors</strong> at the annual meeting: Linda Marsh (rentals), Dan Reilly (rugby operations) and Priya Nair (treasurer). Thank you to everyone who stood and to the 84 members who voted.</p>
<p>The new board meets on the second Tuesday of each month in the clubhouse. Members may attend as observers; the agenda is posted a week before on the <a href="/corp-meetings">Minutes &amp; Meetings</a> page.</p>`,
  },
  {
    id: 'demo-winter-training',
    title: 'Winter Training Moves Indoors',
    category: 'Club News',
    authorFirstName: 'Maggie',
    authorLastName: 'Kowalski',
    publishedDaysAgo: 150,
    createdDaysAgo: 151,
    content: `<p>From the first of December, <strong>Tuesday and Thursday training</strong> moves to the Lemont Park District field house, 7:00 to 8:30 pm. Saturday fitness stays outdoors on the back field, weather permitting.</p>
<ul>
<li>Bring indoor shoes: no studs on the turf.</li>
<li>Field-house fees are covered by your club dues.</li>
<li>New players are welcome any week; just turn up.</li>
</ul>`,
  },
  {
    id: 'demo-holiday-party',
    title: 'Holiday Party in the Banquet Hall',
    category: 'Club News',
    authorFirstName: 'Linda',
    authorLastName: 'Marsh',
    publishedDaysAgo: 165,
    createdDaysAgo: 170,
    content: `<p>The <strong>Blaze holiday party</strong> is on the third Saturday of December, 7 pm until late, in the banquet hall. Players, Fossils, families, sponsors and neighbours are all invited.</p>
<p>Dinner is a buffet by our partner kitchen, the band is The Scrum Halves, and the raffle supports the youth programme. Tickets are $35 at the bar or from any committee member.</p>`,
  },
  {
    id: 'demo-match-report-lakeshore',
    title: 'Match Report: Blaze 38, Lakeshore 12',
    category: 'Match Report',
    authorFirstName: 'Dan',
    authorLastName: 'Reilly',
    publishedDaysAgo: 180,
    createdDaysAgo: 180,
    content: `<p>A <strong>six-try win</strong> to close the autumn season. Lakeshore scored first, and then the Blaze backs ran riot in the sunshine.</p>
<ul>
<li>Tries: Adeyemi (2), Brennan, Lindqvist, Novak, Ortega</li>
<li>Conversions: Ortega (4)</li>
</ul>
<p>The result lifts us to third in the conference. Photos from the match are in the <a href="/gallery">gallery</a>.</p>`,
  },
  {
    id: 'demo-budget-approved',
    title: 'Budget for the Coming Year Approved',
    category: CORPORATION_NEWS_CATEGORY,
    authorFirstName: 'Priya',
    authorLastName: 'Nair',
    publishedDaysAgo: 195,
    createdDaysAgo: 200,
    content: `<p>The directors approved the <strong>operating budget</strong> for the coming year. Hall and field rentals remain the largest source of income, paying for about two thirds of running the grounds.</p>
<ul>
<li>Field drainage: $18,000, from the capital reserve.</li>
<li>Youth programme: $6,500, up from $4,000.</li>
<li>Clubhouse roof repairs: $9,200.</li>
</ul>
<p>Members may read the full budget at the clubhouse bar or ask the treasurer for a copy.</p>`,
  },
  {
    id: 'demo-sevens-tournament',
    title: 'Blaze Sevens Tournament Returns in July',
    category: 'Club News',
    authorFirstName: 'Tomás',
    authorLastName: 'Ortega',
    publishedDaysAgo: 210,
    createdDaysAgo: 215,
    content: `<p>Sixteen teams, two pitches, one long summer day: the <strong>Blaze Sevens</strong> is back on the last Saturday of July. Men's, women's and social divisions are open for entries.</p>
<p>Entry is $250 per team, including a barbecue lunch for the squad. Register by email to the club secretary; places go in the order entries arrive.</p>`,
  },
  {
    id: 'demo-new-sponsor',
    title: 'Welcome to Our New Kit Sponsor',
    category: 'Club News',
    authorFirstName: 'Maggie',
    authorLastName: 'Kowalski',
    publishedDaysAgo: 225,
    createdDaysAgo: 226,
    content: `<p>We are delighted to welcome <strong>Archer Avenue Auto Body</strong> as the club's kit sponsor for the next three seasons. The new jerseys, in the club's red and gold, arrive in time for the season opener.</p>
<p>Please thank our sponsors with your custom: every one of them is listed on the <a href="/partners">Partners</a> page.</p>`,
  },
  {
    id: 'demo-bylaw-amendment',
    title: 'Proposed Bylaw Amendment on Membership Classes',
    category: CORPORATION_NEWS_CATEGORY,
    authorFirstName: 'Robert',
    authorLastName: 'Chen',
    publishedDaysAgo: 240,
    createdDaysAgo: 245,
    content: `<p>The board proposes to add a <strong>social membership</strong> class for supporters who do not play, with a vote at the next general meeting. Social members would use the clubhouse and vote on corporation matters, but not on team selection.</p>
<ol>
<li>Read the amendment text, posted in the clubhouse.</li>
<li>Send comments to the secretary within thirty days.</li>
<li>Vote at the general meeting, in person or by proxy.</li>
</ol>`,
  },
  {
    id: 'demo-referee-course',
    title: 'Referee Course for Members',
    category: 'Club News',
    authorFirstName: 'Seamus',
    authorLastName: "O'Donnell",
    publishedDaysAgo: 255,
    createdDaysAgo: 255,
    content: `<p>The Midwest referees' society runs a <strong>level 1 referee course</strong> in our clubhouse on a Saturday in March. It takes one day, costs nothing for members, and every club in the conference needs more referees.</p>
<p>Retired players especially welcome: you already know the laws better than you think.</p>`,
  },
  {
    id: 'demo-match-report-fossils-cup',
    title: 'Fossils Win the Old Boys Cup',
    category: 'Match Report',
    authorFirstName: 'Seamus',
    authorLastName: "O'Donnell",
    publishedDaysAgo: 270,
    createdDaysAgo: 270,
    content: `<p>Against all expectation, including their own, the <strong>Fossils</strong> won the Old Boys Cup in Milwaukee, beating the hosts 15-10 in a final played mostly at walking pace.</p>
<p>The cup is on display behind the bar, and the Fossils would like everyone to know that it is.</p>`,
  },
  {
    id: 'demo-clubhouse-patio',
    title: 'Clubhouse Patio Opens',
    category: 'Rental',
    authorFirstName: 'Linda',
    authorLastName: 'Marsh',
    publishedDaysAgo: 285,
    createdDaysAgo: 290,
    content: `<p>The new <strong>covered patio</strong> beside the banquet hall is open, with seating for sixty and a view of the main pitch. It can be booked with the hall or on its own for smaller gatherings.</p>
<p>See the <a href="/rental">rental pages</a> for rates and open dates.</p>`,
  },
  {
    id: 'demo-forty-years',
    title: 'Forty Years of Blaze Rugby',
    category: 'Club News',
    authorFirstName: 'Robert',
    authorLastName: 'Chen',
    publishedDaysAgo: 300,
    createdDaysAgo: 310,
    content: `<p>The club was founded by a handful of players who wanted a side of their own on the southwest side. <strong>Forty years later</strong> we have two fields, a clubhouse, a banquet hall, a men's side, the Fossils and a youth programme.</p>
<p>Read how it happened on <a href="/who-we-are">Our Story</a>, and come to the anniversary dinner to hear the parts that are not written down.</p>`,
  },
  {
    id: 'demo-annual-report',
    title: "The Corporation's Annual Report",
    category: CORPORATION_NEWS_CATEGORY,
    authorFirstName: 'Priya',
    authorLastName: 'Nair',
    publishedDaysAgo: 320,
    createdDaysAgo: 325,
    content: `<p>The <strong>annual report</strong> of the Blaze Rugby Club &amp; Corporation is ready: rentals were up 12% on the year before, the youth programme doubled, and the field-drainage reserve is fully funded.</p>
<p>Copies are at the clubhouse bar, and the treasurer will take questions at the annual meeting.</p>`,
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
