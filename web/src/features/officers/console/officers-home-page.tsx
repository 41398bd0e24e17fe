import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/router';
import { consoleSections } from './console-sections';
import { OfficersLayout } from './officers-layout';

// Loaded once the gate has let an officer in: it calls an officer row.
const OfficerVouches = lazy(() => import('../club-people/officer-vouches'));

export default function OfficersHomePage() {
  return (
    <OfficersLayout title="Officers' Console" crumb="Officers">
      <ul className="officers-tools">
        {consoleSections
          .filter((section) => section.path !== '/officers')
          .map((section) => (
            <li key={section.path} className="card">
              <div className="card__body">
                <h2>
                  <Link to={section.path}>{section.label}</Link>
                </h2>
                <p>{section.summary}</p>
              </div>
            </li>
          ))}
      </ul>
      {/* A boundary of its own: the tools above show while its code loads. */}
      <Suspense fallback={null}>
        <OfficerVouches />
      </Suspense>
    </OfficersLayout>
  );
}
