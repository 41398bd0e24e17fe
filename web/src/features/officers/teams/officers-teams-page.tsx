import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod and the signed-in calls) loads only once the gate has let an officer in.
const TeamsConsole = lazy(() => import('./teams-console'));

export default function OfficersTeamsPage() {
  return (
    <OfficersLayout title="Teams Console" crumb="Teams">
      <TeamsConsole />
    </OfficersLayout>
  );
}
