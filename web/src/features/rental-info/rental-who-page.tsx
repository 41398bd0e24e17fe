import { RentalAudiencePage } from './rental-audience-page';
import { rentalWhoPage } from './rental-audiences-data';
import './rental-info.css';

export default function RentalWhoPage() {
  return <RentalAudiencePage page={rentalWhoPage} />;
}
