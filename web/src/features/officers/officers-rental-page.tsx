import { lazy } from 'react';
import { OfficersLayout } from './officers-layout';

// The console (with zod and the signed-in calls) loads only once the gate has let an officer in.
const RentalModelConsole = lazy(() => import('./rental-model-console'));

export default function OfficersRentalPage() {
  return (
    <OfficersLayout title="Rental Settings" crumb="Rental Settings">
      <RentalModelConsole />
    </OfficersLayout>
  );
}
