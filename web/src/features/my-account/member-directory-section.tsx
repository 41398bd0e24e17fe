// "Members' directory" on /account, for a member with a membership this season: what they show the
// other paid-up members (listed at all, their address, their team; an under-18 is not listed until
// they choose), and, once their own dues are paid, the members who chose to be listed with what each
// chose to show.

import { type FormEvent, useState } from 'react';
import { MEMBER_DIRECTORY_PATH, type DirectoryChoices } from '../../../../common/membership/membership';
import { type MemberDirectoryAnswer, memberDirectoryAnswerSchema } from '../../../../common/membership/membership-schemas';
import { ErrorState } from '../../components/data/data-states';
import { useLoad } from '../../components/data/use-load';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { signedInFetchJson } from '../../lib/auth/signed-in-fetch';
import { failureText } from '../../lib/failure-text';

function fetchDirectory(signal: AbortSignal): Promise<MemberDirectoryAnswer> {
  return signedInFetchJson(MEMBER_DIRECTORY_PATH, (body) => memberDirectoryAnswerSchema.parse(body), { signal });
}

function saveChoices(choices: DirectoryChoices): Promise<unknown> {
  return signedInFetchJson(MEMBER_DIRECTORY_PATH, (body) => body, { method: 'PUT', body: choices });
}

const choiceLabels: Readonly<Record<keyof DirectoryChoices, string>> = {
  listed: 'List me in the members’ directory (my name and membership type)',
  email: 'Show my email address there',
  team: 'Show my team there',
};

function ChoicesForm({ initial, onSaved }: { readonly initial: DirectoryChoices; readonly onSaved: () => void }) {
  const [choices, setChoices] = useState(initial);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.state === 'submitting') return;
    setStatus({ state: 'submitting' });
    try {
      await saveChoices(choices);
      setStatus({ state: 'success', message: 'Saved: the directory shows what you chose.' });
      onSaved();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save your choices', error) });
    }
  }

  return (
    <form className="my-account__form" noValidate onSubmit={submit} aria-label="What other members see">
      <fieldset className="my-season__mail">
        <legend>What other members see</legend>
        {(Object.keys(choiceLabels) as (keyof DirectoryChoices)[]).map((key) => (
          <label key={key} className="my-season__choice">
            <input
              type="checkbox"
              name={key}
              checked={choices[key]}
              disabled={key !== 'listed' && !choices.listed}
              onChange={(event) => setChoices((current) => ({ ...current, [key]: event.target.checked }))}
            />
            <span>{choiceLabels[key]}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <SubmitButton className="btn btn--primary" submitting={status.state === 'submitting'} busy="Saving…" idle="Save Choices" />
      </div>
      <FormAlert status={status} />
    </form>
  );
}

/** The section; nothing while it loads, and nothing for a member without a membership this season. A new `version` reads it again. */
export function MemberDirectorySection({ version }: { readonly version: number }) {
  const { state, reload } = useLoad(fetchDirectory, `member-directory-${version}`);
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <section className="card my-account__card" aria-labelledby="member-directory-title">
        <div className="card__body">
          <h2 id="member-directory-title">Members’ directory</h2>
          <ErrorState title="The directory could not be loaded" message={state.message} onRetry={reload} />
        </div>
      </section>
    );
  }
  const { mine, open, members } = state.data;
  if (!mine) return null;
  return (
    <section className="card my-account__card" aria-labelledby="member-directory-title">
      <div className="card__body my-membership">
        <h2 id="member-directory-title">Members’ directory</h2>
        <ChoicesForm initial={mine.choices} onSaved={reload} />
        {open ? (
          members.length === 0 ? (
            <p>No member is listed yet.</p>
          ) : (
            <ul className="my-membership__list" aria-label="Members">
              {members.map((member) => (
                <li key={`${member.name}-${member.email ?? ''}`}>
                  <strong>{member.name}</strong>, {member.typeName}
                  {member.teamName ? `, ${member.teamName}` : ''}
                  {member.email ? (
                    <>
                      {' · '}
                      <a href={`mailto:${member.email}`}>{member.email}</a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        ) : (
          <p>The directory opens once your dues for this season are paid.</p>
        )}
      </div>
    </section>
  );
}
