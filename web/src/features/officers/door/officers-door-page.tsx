import { lazy } from 'react';
import { useParams } from '../../../lib/router';
import { OfficersLayout } from '../console/officers-layout';

// The door (its camera's decoder loads later still, when Scan is pressed) loads once the gate has let an officer in.
const DoorConsole = lazy(() => import('./door-console'));

export default function OfficersDoorPage() {
  const { nightId = '' } = useParams();
  return (
    <OfficersLayout title="At the Door" crumb="Door">
      <DoorConsole nightId={nightId} />
    </OfficersLayout>
  );
}
