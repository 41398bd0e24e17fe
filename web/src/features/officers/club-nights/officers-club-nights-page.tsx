import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod and the signed-in calls) loads only once the gate has let an officer in.
const ClubNightsConsole = lazy(() => import('./club-nights-console'));

export default function OfficersClubNightsPage() {
  return (
    <OfficersLayout title="Nights Console" crumb="Nights in the hall">
      <ClubNightsConsole />
    </OfficersLayout>
  );
}
