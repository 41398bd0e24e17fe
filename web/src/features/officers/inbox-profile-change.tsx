// A member's player profile change in the inbox's detail: the bio the player had when the change was
// sent beside the one proposed, so the officer approves exactly what they compared (an approval is
// refused if the player was edited since).

import type { InboxRequest } from '../../../../common/inbox';

/** The stored fields the comparison shows, left out of the detail's plain list. */
export const comparedFields = ['bio', 'currentBio', 'playerUpdatedAt'] as const;

function text(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value : '(no bio)';
}

export function ProfileChangeComparison({ request }: { readonly request: InboxRequest }) {
  return (
    <div className="inbox-compare" role="group" aria-label="Current and proposed bio">
      <section>
        <h4>Current bio</h4>
        <p className="inbox-compare__text">{text(request.details.currentBio)}</p>
      </section>
      <section>
        <h4>Proposed bio</h4>
        <p className="inbox-compare__text">{text(request.details.bio)}</p>
      </section>
    </div>
  );
}
