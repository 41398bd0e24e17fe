import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool, with TipTap, zod and the signed-in calls, loads only once the gate has let an officer in.
const NewslettersConsole = lazy(() => import('./newsletters-console'));

export default function OfficersNewslettersPage() {
  return (
    <OfficersLayout title="Newsletters Console" crumb="Newsletters">
      <NewslettersConsole />
    </OfficersLayout>
  );
}
