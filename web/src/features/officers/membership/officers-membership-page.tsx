import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod and the signed-in calls) loads only once the gate has let an officer in.
const MembershipConsole = lazy(() => import('./membership-console'));

export default function OfficersMembershipPage() {
  return (
    <OfficersLayout title="Membership Console" crumb="Membership">
      <MembershipConsole />
    </OfficersLayout>
  );
}
