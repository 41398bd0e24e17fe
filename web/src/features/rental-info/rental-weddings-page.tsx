import { RentalAudiencePage } from './rental-audience-page';
import { rentalWeddingsPage } from './rental-audiences-data';
import './rental-info.css';

export default function RentalWeddingsPage() {
  return <RentalAudiencePage page={rentalWeddingsPage} />;
}
