import { RentalLayout } from '../../components/rental/rental-layout';
import { RentalRequestForm } from './rental-request-form';
import '../../components/forms/forms.css';
import './rental-request.css';

export default function RentalRequestPage() {
  return (
    <RentalLayout title="Book Our Facility" crumb="Rental Request">
      <div className="rental-layout__main">
        <section className="card" aria-labelledby="rental-request-title">
          <div className="card__body">
            <span className="eyebrow">Clubhouse &amp; Banquet Hall</span>
            <h2 id="rental-request-title">Request a Rental</h2>
            <p>
              Tell us about your event and when you would like the hall. Club officers review every request and reply with the final price
              and a confirmation; nothing is booked until they do.
            </p>
            <RentalRequestForm />
          </div>
        </section>
      </div>
    </RentalLayout>
  );
}
