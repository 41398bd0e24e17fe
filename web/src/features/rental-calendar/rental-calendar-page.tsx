import { RentalCard, RentalLayout } from '../../components/rental/rental-layout';
import { AvailabilityCalendar } from './availability-calendar';
import './rental-calendar.css';

export default function RentalCalendarPage() {
  return (
    <RentalLayout title="Facility Rental" crumb="Rental">
      <RentalCard
        heading="When the hall is free"
        intro="This month's bookings come first; every booking is marked on the calendar below it. Pick a free day on the calendar to send a rental request for it; times are the club's (Central Time)."
      >
        <AvailabilityCalendar />
      </RentalCard>
    </RentalLayout>
  );
}
