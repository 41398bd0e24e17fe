// A member's player profile change in the inbox's detail: the bio and photo the player had when the
// change was sent beside the ones proposed, so the officer approves exactly what they compared (an
// approval is refused if the player was edited since). The photos come from their own row, the
// proposed one inline: it is held where no address reaches it until an officer decides.

import type { InboxRequest } from '../../../../../common/requests/inbox';
import type { ProfileChangePhotos } from '../../../../../common/squad/profile-change';
import { useLoad } from '../../../components/data/use-load';
import { fetchProfileChangePhotos } from './inbox-api';

/** The stored fields the comparison shows, left out of the detail's plain list. */
export const comparedFields = ['bio', 'currentBio', 'playerUpdatedAt', 'photo', 'removePhoto', 'currentPhoto'] as const;

function text(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value : '(no bio)';
}

type Picture = NonNullable<ProfileChangePhotos['current']>;

function Photo({ picture, alt, none }: { readonly picture: Picture | undefined; readonly alt: string; readonly none: string }) {
  return picture ? (
    <img className="inbox-compare__photo" src={picture.url} width={picture.width} height={picture.height} alt={alt} />
  ) : (
    <p className="inbox-compare__text">{none}</p>
  );
}

/** The current and proposed photo, for a change that touches the photo. */
function PhotoComparison({ request }: { readonly request: InboxRequest }) {
  const { details } = request;
  const { state } = useLoad((signal) => fetchProfileChangePhotos(request.reference, signal), `photos-${request.reference}`);
  const name = typeof details.name === 'string' ? details.name : 'the player';
  if (state.status === 'loading') return <p className="inbox-compare__text">Loading the photos…</p>;
  if (state.status === 'error') return <p className="inbox-compare__text">The photos could not be loaded: {state.message}</p>;
  const proposedNone = details.removePhoto ? '(remove the photo)' : request.status === 'pending' ? '(no photo)' : '(no longer kept)';
  return (
    <div className="inbox-compare" role="group" aria-label="Current and proposed photo">
      <section>
        <h4>Current photo</h4>
        <Photo picture={state.data.current} alt={`Current photo of ${name}`} none="(no photo)" />
      </section>
      <section>
        <h4>Proposed photo</h4>
        <Photo picture={state.data.proposed} alt={`Proposed photo of ${name}`} none={proposedNone} />
      </section>
    </div>
  );
}

export function ProfileChangeComparison({ request }: { readonly request: InboxRequest }) {
  const { details } = request;
  return (
    <>
      <div className="inbox-compare" role="group" aria-label="Current and proposed bio">
        <section>
          <h4>Current bio</h4>
          <p className="inbox-compare__text">{text(details.currentBio)}</p>
        </section>
        <section>
          <h4>Proposed bio</h4>
          <p className="inbox-compare__text">{text(details.bio)}</p>
        </section>
      </div>
      {details.photo || details.removePhoto ? <PhotoComparison request={request} /> : null}
    </>
  );
}
