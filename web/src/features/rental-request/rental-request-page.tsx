import { RentalCard, RentalLayout } from '../../components/rental/rental-layout';
import { RentalRequestForm } from './rental-request-form';
import '../../components/forms/forms.css';
import './rental-request.css';

export default function RentalRequestPage() {
  return (
    <RentalLayout title="Book Our Facility" crumb="Rental Request">
      <RentalCard
        heading="Request a Rental"
        intro="Tell us about your event and when you would like the hall. Club officers review every request and reply with the final price and a confirmation; nothing is booked until they do."
      >
        <RentalRequestForm />
      </RentalCard>
    </RentalLayout>
  );
}
