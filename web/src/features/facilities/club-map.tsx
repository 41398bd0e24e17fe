import { useState } from 'react';
import { CLUB, formatAddress } from '../../../../common/club/club';
import { FACILITY, interstatesText } from '../../config/facility';

const address = formatAddress();
const query = encodeURIComponent(address);
const embedUrl = `https://www.google.com/maps?q=${query}&output=embed`;
const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * The club's location. The Google Maps embed loads only when asked for: it is a third-party page
 * that sets cookies and fails without a connection, so the address is shown first on its own.
 */
export function ClubMap() {
  const [showMap, setShowMap] = useState(false);

  return (
    <div className={showMap ? 'facilities-map facilities-map--open' : 'facilities-map'}>
      <div className="facilities-map__card">
        <h3 className="facilities-map__title">{CLUB.name}</h3>
        <address className="facilities-map__address">
          {CLUB.address.street}
          <br />
          {CLUB.address.city}, {CLUB.address.state} {CLUB.address.zip}
        </address>
        <p className="facilities-map__note">
          In {FACILITY.town}, minutes from {interstatesText}, with parking for over {FACILITY.parkingCars} cars.
        </p>
        <div className="facilities-map__actions">
          <button
            type="button"
            className="btn btn--primary"
            aria-expanded={showMap}
            aria-controls="facilities-map-frame"
            onClick={() => setShowMap(!showMap)}
          >
            {showMap ? 'Hide map' : 'Show map'}
          </button>
          <a className="btn btn--outline" href={mapsUrl} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        {!showMap && <p className="facilities-map__hint">The map is loaded from Google when you ask for it.</p>}
      </div>
      {showMap && (
        <iframe
          id="facilities-map-frame"
          className="facilities-map__frame"
          src={embedUrl}
          title={`Map of ${address}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width={600}
          height={450}
        />
      )}
    </div>
  );
}
