import { RentalAudiencePage } from './rental-audience-page';
import { rentalBirthdayPage } from './rental-audiences-data';
import './rental-info.css';

export default function RentalBirthdayPage() {
  return <RentalAudiencePage page={rentalBirthdayPage} />;
}
