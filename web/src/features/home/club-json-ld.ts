// The club as schema.org structured data for the home page: a SportsOrganization with its address,
// logo and sport, from the club facts in common/club/club.ts.

import type { SportsOrganization, WithContext } from 'schema-dts';
import { CLUB } from '../../../../common/club/club';

/** The club's JSON-LD; `origin` is the site's own (scheme and host), as search engines want absolute URLs. */
export function clubJsonLd(origin: string): WithContext<SportsOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: CLUB.fullName,
    alternateName: CLUB.name,
    sport: 'Rugby union',
    url: `${origin}/`,
    logo: `${origin}/img/crest.svg`,
    foundingDate: String(CLUB.founded),
    email: CLUB.email,
    telephone: CLUB.phoneHref.replace(/^tel:/, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: CLUB.address.street,
      addressLocality: CLUB.address.city,
      addressRegion: CLUB.address.state,
      postalCode: CLUB.address.zip,
      addressCountry: 'US',
    },
  };
}
