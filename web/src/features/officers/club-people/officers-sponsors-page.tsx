import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod, the uploads and the signed-in calls) loads only once the gate has let an officer in.
const SponsorsConsole = lazy(() => import('./sponsors-console'));

export default function OfficersSponsorsPage() {
  return (
    <OfficersLayout title="Sponsors Console" crumb="Sponsors">
      <SponsorsConsole />
    </OfficersLayout>
  );
}
