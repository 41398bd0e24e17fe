import { RentalCard, RentalLayout } from '../../components/rental/rental-layout';
import { RentalRequestForm } from './rental-request-form';
import '../../components/forms/forms.css';
import './rental-request.css';

export default function RentalRequestPage() {
  return (
    <RentalLayout title="Book Our Facility" crumb="Rental Request">
      <RentalCard
        heading="Request a Rental"
        intro="Tell us about your event, which space you would like and when. The quote below is the price: it is kept with your request. Club officers review every request and reply with a confirmation; nothing is booked until they do."
      >
        <RentalRequestForm />
      </RentalCard>
    </RentalLayout>
  );
}
