import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod, the uploads and the signed-in calls) loads only once the gate has let an officer in.
const ClubOfficersConsole = lazy(() => import('./club-officers-console'));

export default function OfficersClubOfficersPage() {
  return (
    <OfficersLayout title="Officers Console" crumb="Officers">
      <ClubOfficersConsole />
    </OfficersLayout>
  );
}
