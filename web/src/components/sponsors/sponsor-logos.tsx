import { sponsors } from '../../config/sponsors';
import './sponsor-logos.css';

/** The sponsors' logos, two to a row on a phone and four on wider screens. */
export function SponsorLogos() {
  return (
    <ul className="sponsor-logos">
      {sponsors.map((sponsor) => (
        <li key={sponsor.logoUrl} className="sponsor-logos__item">
          <img src={sponsor.logoUrl} alt={sponsor.name} width={400} height={200} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
