import type { ReactNode } from 'react';

/** The banner that tells visitors plainly the shop pages are a preview, not a working store. */
export function DemoNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="shop-notice" role="note">
      <p className="shop-notice__title">{title}</p>
      <p className="shop-notice__text">{children}</p>
    </div>
  );
}
