import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod, the signed-in calls and the uploads) loads only once the gate has let an officer in.
const MeetingsConsole = lazy(() => import('./meetings-console'));

export default function OfficersMeetingsPage() {
  return (
    <OfficersLayout title="Meetings Console" crumb="Meetings">
      <MeetingsConsole />
    </OfficersLayout>
  );
}
