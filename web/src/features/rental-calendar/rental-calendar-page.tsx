import { RentalCard, RentalLayout } from '../../components/rental/rental-layout';
import { AvailabilityCalendar } from './availability-calendar';
import './rental-calendar.css';

export default function RentalCalendarPage() {
  return (
    <RentalLayout title="Facility Rental" crumb="Rental">
      <RentalCard
        heading="When the hall, the clubhouse and the fields are free"
        intro="This month's bookings come first, each with the space it takes, and the home-match days, when the fields are closed; every one is marked on the calendar below. Pick a free day on the calendar to send a rental request for it; times are the club's (Central Time)."
      >
        <AvailabilityCalendar />
      </RentalCard>
    </RentalLayout>
  );
}
