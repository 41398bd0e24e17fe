import { keyFacts } from '../../components/rental/key-facts';
import { RentalLayout } from '../../components/rental/rental-layout';
import { RentalBookingForm } from './rental-booking-form';
import { FACILITY } from '../../config/facility';
import { amenities, hourlyRateText } from './rental-facts';
import { facilityPhotos, rentalDescription, rentalIntro, rentalNotes } from './rental-page-data';
import { RentalPhotoSlider } from './rental-photo-slider';
import { Tabs } from '../../components/ui/tabs';
import './rental-info.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

export default function RentalPage() {
  return (
    <RentalLayout title="FACILITY RENTAL" crumb="Rental">
      <div className="rental-layout__main">
        <RentalPhotoSlider photos={facilityPhotos} label="Photos of the clubhouse and grounds" />

        <HydrateWhen on="view" as="section" className="rental-offer card" aria-labelledby="rental-offer-title">
          <div className="card__body">
            <span className="eyebrow">Lemont, Illinois</span>
            <h2 id="rental-offer-title" className="rental-offer__title">
              {FACILITY.venueName}
            </h2>
            <p className="rental-offer__price">{hourlyRateText}</p>
            <p>{rentalIntro}</p>
            <RentalBookingForm />
          </div>
        </HydrateWhen>

        <Tabs
          block="rental-tabs"
          label="About the clubhouse"
          tabs={[
            {
              id: 'description',
              label: 'Description',
              content: (
                <>
                  <h3 className="visually-hidden">Description</h3>
                  {rentalDescription.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <ul className="rental-amenities">
                    {amenities.map((amenity) => (
                      <li key={amenity}>{amenity}</li>
                    ))}
                  </ul>
                </>
              ),
            },
            {
              id: 'details',
              label: 'Details',
              content: (
                <>
                  <h3 className="visually-hidden">Details</h3>
                  <dl className="rental-details">
                    {keyFacts.map((fact) => (
                      <div key={fact.label} className="rental-details__row">
                        <dt>{fact.label}</dt>
                        <dd>{fact.value}</dd>
                      </div>
                    ))}
                    <div className="rental-details__row">
                      <dt>Rate</dt>
                      <dd>{hourlyRateText}</dd>
                    </div>
                  </dl>
                  <ul className="rental-notes">
                    {rentalNotes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                </>
              ),
            },
          ]}
        />
      </div>
    </RentalLayout>
  );
}
