import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod, the uploads and the signed-in calls) loads only once the gate has let an officer in.
const StoreConsole = lazy(() => import('./store-console'));

export default function OfficersStorePage() {
  return (
    <OfficersLayout title="Store Console" crumb="Store">
      <StoreConsole />
    </OfficersLayout>
  );
}
