// "My player profile" on /account, for a member whose verified address an officer linked to a
// player: the profile as the club shows it, the change waiting for an officer (or the last
// decision), and a form to propose a new bio, previewed as it would read, and a new photo (or the
// photo's removal) through the shared picture field: the photo is uploaded first, then the change
// names it. Members with no linked player see nothing of it.

import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import { type MyPlayerAnswer, profileChangeBodySchema } from '../../../../common/squad/profile-change';
import { SQUAD_LIMITS } from '../../../../common/squad/squad';
import { ErrorState } from '../../components/data/data-states';
import { useLoad } from '../../components/data/use-load';
import { TextAreaField } from '../../components/forms/field';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { PictureField, savingWithPicture, usePictureChoice } from '../../components/uploads/picture-field';
import { fetchMyPlayer, sendProfileChange, uploadPortrait } from './my-player-api';
import { RequestStatusBadge } from './my-requests-list';

const statusWords = {
  pending: 'An officer will review it; your profile shows the change once it is approved.',
  approved: 'Approved: your profile shows it.',
  declined: 'Not approved: your profile stays as it was. You can send a new change.',
} as const;

/** What the change does to the photo, by where it stands. */
const photoWords = {
  new: {
    pending: 'A new photo is waiting for an officer: only officers see it until it is approved.',
    approved: 'With a new photo.',
    declined: 'With a new photo, which is not shown.',
  },
  remove: { pending: 'Remove the photo.', approved: 'The photo is removed.', declined: 'Remove the photo.' },
} as const;

type Player = NonNullable<MyPlayerAnswer['player']>;

function PlayerView({ player }: { readonly player: Player }) {
  return (
    <div className="my-player__view">
      {player.photo ? (
        <img
          className="my-player__photo"
          src={player.photo.url}
          width={player.photo.width}
          height={player.photo.height}
          alt={player.name}
        />
      ) : null}
      <div>
        <h3 className="my-player__name">{player.name}</h3>
        {player.bio ? <p className="my-player__bio">{player.bio}</p> : <p className="my-player__bio">No bio yet.</p>}
      </div>
    </div>
  );
}

function ChangeStatus({ change }: { readonly change: NonNullable<MyPlayerAnswer['latestChange']> }) {
  return (
    <div className="my-player__change">
      <div className="my-requests__head">
        <h3 className="my-requests__kind">Your change of {formatDate(change.createdAt)}</h3>
        <RequestStatusBadge status={change.status} />
      </div>
      <p className="my-requests__summary">{change.bio === '' ? 'Remove the bio.' : change.bio}</p>
      {change.photo ? <p className="my-requests__summary">{photoWords[change.photo][change.status]}</p> : null}
      <p className="my-requests__meta">
        {statusWords[change.status]} Reference <span className="my-requests__reference">{change.reference}</span>
      </p>
    </div>
  );
}

function ChangeForm({ player, onSent }: { readonly player: Player; readonly onSent: () => void }) {
  const [bio, setBio] = useState(player.bio ?? '');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const picture = usePictureChoice(uploadPortrait, 'portrait');
  const submitting = status.state === 'submitting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = profileChangeBodySchema.safeParse({ bio, ...(picture.removing && player.photo ? { removePhoto: true } : {}) });
    if (!checked.success) {
      setStatus({ state: 'error', message: checked.error.issues[0]?.message ?? 'Please check the bio.' });
      return;
    }
    if (picture.problem()) return;
    setStatus({ state: 'submitting' });
    const [send, failure] = savingWithPicture(
      picture,
      (photoUploadId) => sendProfileChange(photoUploadId ? { ...checked.data, photoUploadId } : checked.data),
      { record: 'the change', picture: 'the photo' },
    );
    try {
      await send();
      setStatus({ state: 'success', message: 'Sent: an officer will review your change.' });
      onSent();
    } catch (error) {
      setStatus({ state: 'error', message: failure(error) });
    }
  }

  const photo = picture.choice.remove ? undefined : player.photo;
  return (
    <form className="my-account__form" noValidate onSubmit={submit} aria-label="Change your profile">
      <TextAreaField
        id="my-player-bio"
        label="Bio"
        hint={`At most ${SQUAD_LIMITS.bio} characters. An officer approves it before it shows on the club website.`}
        value={bio}
        maxLength={SQUAD_LIMITS.bio}
        rows={5}
        onChange={(event) => setBio(event.target.value)}
      />
      <PictureField
        id="my-player-photo"
        label="Photo"
        alt={player.name}
        current={player.photo ?? null}
        kind={picture.kind}
        when="It is uploaded when you send the change, and shows once an officer approves it."
        choice={picture.choice}
        inputRef={picture.inputRef}
        onChoose={picture.choose}
        onRemove={picture.setRemove}
      />
      <div className="my-player__preview" role="group" aria-label="Preview">
        <p className="form-hint">Preview</p>
        <PlayerView player={{ ...player, photo, ...(bio.trim() ? { bio: bio.trim() } : { bio: undefined }) }} />
      </div>
      <div className="form-actions">
        <SubmitButton className="btn btn--primary" submitting={submitting} busy="Sending…" idle="Send for Approval" />
      </div>
      <FormAlert status={status} />
    </form>
  );
}

/** The section, once the member's player is known; nothing for a member with no linked player. `onSent` after a change is sent (the requests list shows it). */
export function MyPlayerSection({ onSent }: { readonly onSent: () => void }) {
  const { state, reload } = useLoad(fetchMyPlayer, 'my-player');
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <section className="card my-account__card" aria-labelledby="my-player-title">
        <div className="card__body">
          <h2 id="my-player-title">My player profile</h2>
          <ErrorState title="Your player profile could not be loaded" message={state.message} onRetry={reload} />
        </div>
      </section>
    );
  }
  const answer = state.data;
  if (!answer?.player) return null;
  const pending = answer.latestChange?.status === 'pending';
  return (
    <section className="card my-account__card" aria-labelledby="my-player-title">
      <div className="card__body my-player">
        <h2 id="my-player-title">My player profile</h2>
        <PlayerView player={answer.player} />
        {answer.latestChange ? <ChangeStatus change={answer.latestChange} /> : null}
        {pending ? null : (
          <ChangeForm
            key={answer.latestChange?.reference ?? 'first'}
            player={answer.player}
            onSent={() => {
              reload();
              onSent();
            }}
          />
        )}
      </div>
    </section>
  );
}
