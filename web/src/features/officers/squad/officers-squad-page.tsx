import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod, the uploads and the signed-in calls) loads only once the gate has let an officer in.
const SquadConsole = lazy(() => import('./squad-console'));
const EligibilityConsole = lazy(() => import('./eligibility-console'));

export default function OfficersSquadPage() {
  return (
    <OfficersLayout title="Squad Console" crumb="Squad">
      <SquadConsole />
      <EligibilityConsole />
    </OfficersLayout>
  );
}
