import { lazy } from 'react';
import { OfficersLayout } from './officers-layout';

// The tool (with zod and the signed-in calls) loads only once the gate has let an officer in.
const FixturesConsole = lazy(() => import('./fixtures-console'));

export default function OfficersFixturesPage() {
  return (
    <OfficersLayout title="Fixtures Console" crumb="Fixtures">
      <FixturesConsole />
    </OfficersLayout>
  );
}
