// A club night as schema.org Event for its own page: its name, times, place (the club's banquet hall
// in Lemont) and its tickets as Offers, in stock while seats are left and sales are open.

import type { Event, ItemAvailability, Offer, WithContext } from 'schema-dts';
import { CLUB } from '../../../../common/club/club';
import { centsToDecimal } from '../../../../common/payments/money-text';
import { type ClubNight, clubNightPage, onSale } from '../../../../common/tickets/tickets';

/** `origin` is the site's own (scheme and host): structured data wants absolute addresses; `now` the page's clock. */
export function clubNightJsonLd(night: ClubNight, origin: string, now: number): WithContext<Event> {
  const url = `${origin}${clubNightPage(night.id)}`;
  const availability: ItemAvailability = onSale(night, now)
    ? 'https://schema.org/InStock'
    : night.seatsLeft === 0
      ? 'https://schema.org/SoldOut'
      : 'https://schema.org/Discontinued';
  const offer = (name: string, cents: number): Offer => ({
    '@type': 'Offer',
    name,
    url,
    price: centsToDecimal(cents),
    priceCurrency: 'USD',
    availability,
    validThrough: new Date(night.salesCloseAt).toISOString(),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: night.title,
    url,
    ...(night.description ? { description: night.description } : {}),
    startDate: new Date(night.start).toISOString(),
    endDate: new Date(night.end).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    maximumAttendeeCapacity: night.capacity,
    remainingAttendeeCapacity: night.seatsLeft,
    location: {
      '@type': 'Place',
      name: `${CLUB.fullName} banquet hall`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: CLUB.address.street,
        addressLocality: CLUB.address.city,
        addressRegion: CLUB.address.state,
        postalCode: CLUB.address.zip,
        addressCountry: 'US',
      },
    },
    organizer: { '@type': 'SportsOrganization', name: CLUB.fullName, url: origin },
    offers:
      night.memberPriceCents === night.priceCents
        ? [offer('Ticket', night.priceCents)]
        : [offer("Members' ticket", night.memberPriceCents), offer('Ticket', night.priceCents)],
  };
}
