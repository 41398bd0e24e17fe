import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod and the signed-in calls) loads only once the gate has let an officer in.
const InboxConsole = lazy(() => import('./inbox-console'));

export default function OfficersInboxPage() {
  return (
    <OfficersLayout title="Inbox" crumb="Inbox">
      <InboxConsole />
    </OfficersLayout>
  );
}
