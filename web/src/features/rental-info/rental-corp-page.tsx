import { RentalAudiencePage } from './rental-audience-page';
import { rentalCorpPage } from './rental-audiences-data';
import './rental-info.css';

export default function RentalCorpPage() {
  return <RentalAudiencePage page={rentalCorpPage} />;
}
