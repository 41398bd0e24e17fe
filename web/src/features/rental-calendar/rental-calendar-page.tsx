import { RentalLayout } from '../../components/rental/rental-layout';
import { AvailabilityCalendar } from './availability-calendar';
import './rental-calendar.css';

export default function RentalCalendarPage() {
  return (
    <RentalLayout title="Facility Rental" crumb="Rental">
      <div className="rental-layout__main">
        <section className="card" aria-labelledby="rental-calendar-title">
          <div className="card__body">
            <span className="eyebrow">Clubhouse &amp; Banquet Hall</span>
            <h2 id="rental-calendar-title">When the hall is free</h2>
            <p>
              Booked times are marked on the calendar. Pick a free day to send a rental request for it; times are the club&apos;s (Central
              Time).
            </p>
            <AvailabilityCalendar />
          </div>
        </section>
      </div>
    </RentalLayout>
  );
}
