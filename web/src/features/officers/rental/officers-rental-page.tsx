import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The consoles (with zod and the signed-in calls) load only once the gate has let an officer in.
const RentalModelConsole = lazy(() => import('./rental-model-console'));
const BookingMoneyConsole = lazy(() => import('./booking-money-console'));

export default function OfficersRentalPage() {
  return (
    <OfficersLayout title="Rental Settings" crumb="Rental Settings">
      <BookingMoneyConsole />
      <RentalModelConsole />
    </OfficersLayout>
  );
}
