import { PageBanner } from '../../components/layout/page-banner';
import { RentalSidebar } from '../rental-info/rental-sidebar';
import { AvailabilityCalendar } from './availability-calendar';
import '../rental-info/rental-info.css';
import './rental-calendar.css';

export default function RentalCalendarPage() {
  return (
    <>
      <PageBanner title="Facility Rental" crumb="Rental" />
      <div className="section">
        <div className="container rental-layout">
          <div className="rental-layout__main">
            <section className="card" aria-labelledby="rental-calendar-title">
              <div className="card__body">
                <span className="eyebrow">Clubhouse &amp; Banquet Hall</span>
                <h2 id="rental-calendar-title">When the hall is free</h2>
                <p>
                  Booked times are marked on the calendar. Pick a free day to send a rental request for it; times are the club&apos;s
                  (Central Time).
                </p>
                <AvailabilityCalendar />
              </div>
            </section>
          </div>
          <RentalSidebar />
        </div>
      </div>
    </>
  );
}
