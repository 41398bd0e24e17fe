import { type ReactNode, Suspense } from 'react';
import { NavLink } from '../../../lib/router';
import { PageBanner } from '../../../components/layout/page-banner';
import { OfficerGate } from './officer-gate';
import { consoleSections } from './console-sections';
// Every console's rows and forms use the shared form layout (.form-actions, .form-field).
import '../../../components/forms/form-grid.css';
import './officers.css';

interface OfficersLayoutProps {
  readonly title: string;
  readonly crumb: string;
  readonly children: ReactNode;
}

/** Every console page: the banner, then (for officers only) the console's menu and the page's tool. */
export function OfficersLayout({ title, crumb, children }: OfficersLayoutProps) {
  return (
    <>
      <PageBanner title={title} crumb={crumb} />
      <section className="section officers">
        <div className="container">
          <OfficerGate>
            <nav className="officers-nav" aria-label="Officers' console">
              <ul>
                {consoleSections.map((section) => (
                  <li key={section.path}>
                    <NavLink to={section.path} end className="officers-nav__link">
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Suspense
              fallback={
                <p className="officers-gate" role="status">
                  Loading…
                </p>
              }
            >
              {children}
            </Suspense>
          </OfficerGate>
        </div>
      </section>
    </>
  );
}
