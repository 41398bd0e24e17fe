import type { Sponsor } from '../../../../common/club/sponsors';
import { SPONSORS_PATH } from '../../../../common/club/sponsors';
import { parseSponsorList } from '../../lib/api/club-api';
import { EmptyState, ErrorState, LoadingState } from '../data/data-states';
import { useApi } from '../data/use-api';
import './sponsor-logos.css';

function SponsorLogo({ sponsor }: { readonly sponsor: Sponsor }) {
  const image = sponsor.logo ? (
    <img
      src={sponsor.logo.url}
      alt={sponsor.name}
      width={sponsor.logo.width}
      height={sponsor.logo.height}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="sponsor-logos__name">{sponsor.name}</span>
  );
  return sponsor.link ? (
    <a className="sponsor-logos__link" href={sponsor.link} rel="noopener noreferrer external">
      {image}
    </a>
  ) : (
    image
  );
}

/** This season's sponsors' logos (by tier, then the officers' order), two to a row on a phone and four on wider screens. */
export function SponsorLogos() {
  const { state, retry } = useApi(SPONSORS_PATH, parseSponsorList);
  if (state.status === 'loading') return <LoadingState text="Loading our partners..." />;
  if (state.status === 'error') return <ErrorState title="Failed to load our partners" message={state.message} onRetry={retry} />;
  if (state.data.sponsors.length === 0) {
    return <EmptyState title="This season's partners will be announced soon." />;
  }
  return (
    <ul className="sponsor-logos" aria-label={`Our partners in ${state.data.season}`}>
      {state.data.sponsors.map((sponsor) => (
        <li key={sponsor.id} className={`sponsor-logos__item sponsor-logos__item--${sponsor.tier}`}>
          <SponsorLogo sponsor={sponsor} />
        </li>
      ))}
    </ul>
  );
}
