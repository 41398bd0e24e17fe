import { lazy } from 'react';
import { OfficersLayout } from './officers-layout';

// The form (with zod and the signed-in calls) loads only once the gate has let an officer in.
const RentalSettingsForm = lazy(() => import('./rental-settings-form'));

export default function OfficersRentalPage() {
  return (
    <OfficersLayout title="Rental Settings" crumb="Rental Settings">
      <RentalSettingsForm />
    </OfficersLayout>
  );
}
