import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool, with TipTap, zod and the signed-in calls, loads only once the gate has let an officer in.
const NewsConsole = lazy(() => import('./news-console'));

export default function OfficersNewsPage() {
  return (
    <OfficersLayout title="News Console" crumb="News">
      <NewsConsole />
    </OfficersLayout>
  );
}
