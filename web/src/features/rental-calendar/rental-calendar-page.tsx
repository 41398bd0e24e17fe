import { RentalCard, RentalLayout } from '../../components/rental/rental-layout';
import { AvailabilityCalendar } from './availability-calendar';
import './rental-calendar.css';

export default function RentalCalendarPage() {
  return (
    <RentalLayout title="Facility Rental" crumb="Rental">
      <RentalCard
        heading="When the hall is free"
        intro="Booked times are marked on the calendar. Pick a free day to send a rental request for it; times are the club's (Central Time)."
      >
        <AvailabilityCalendar />
      </RentalCard>
    </RentalLayout>
  );
}
