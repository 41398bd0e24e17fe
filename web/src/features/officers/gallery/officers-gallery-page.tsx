import { lazy } from 'react';
import { OfficersLayout } from '../console/officers-layout';

// The tool (with zod, the signed-in calls, the uploads and the thumbnail maker) loads only once the gate has let an officer in.
const GalleryConsole = lazy(() => import('./gallery-console'));

export default function OfficersGalleryPage() {
  return (
    <OfficersLayout title="Gallery Console" crumb="Gallery">
      <GalleryConsole />
    </OfficersLayout>
  );
}
