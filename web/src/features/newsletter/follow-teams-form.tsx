// The teams a subscriber follows, on their confirmation link's page: each ticked team's fixture
// changes (a match moved, cancelled, postponed or given a new venue) are mailed to them. Saved with
// the link's token (`followedTeams` of the confirm row, which checks each team on the server).

import { type FormEvent, useId, useState } from 'react';
import { NEWSLETTER_CONFIRM_PATH, newsletterMessages } from '../../../../common/newsletter/newsletter';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { useTeams } from '../../lib/api/teams-api';
import { followedTeamsOf, postToken } from './newsletter-api';

export function FollowTeamsForm({ token, followed }: { readonly token: string; readonly followed: readonly string[] }) {
  const teams = useTeams();
  const [chosen, setChosen] = useState<readonly string[]>(followed);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const headingId = useId();

  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((team) => team !== id) : [...current, id]));

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    // In the club's order, as the list shows them.
    const followedTeams = teams.map((team) => team.id).filter((id) => chosen.includes(id));
    const outcome = await postToken(NEWSLETTER_CONFIRM_PATH, token, newsletterMessages.confirmFailed, { followedTeams });
    if (!outcome.ok) {
      setStatus({ state: 'error', message: outcome.message });
      return;
    }
    const saved = followedTeamsOf(outcome.body);
    setChosen(saved);
    const names = teams.filter((team) => saved.includes(team.id)).map((team) => team.name);
    setStatus({
      state: 'success',
      message:
        names.length > 0
          ? `Saved: we will mail you when a match of the ${names.join(', the ')} is moved, cancelled or given a new venue.`
          : 'Saved: you follow no team, and get no mail about fixture changes.',
    });
  }

  return (
    <form className="newsletter-link__more follow-teams" onSubmit={save} aria-labelledby={headingId} noValidate>
      <h3 id={headingId}>Teams you follow</h3>
      <p>Tick a team to get a mail when one of its matches is moved, cancelled, postponed or given a new venue.</p>
      <fieldset className="follow-teams__choices">
        <legend className="visually-hidden">Teams</legend>
        {teams.map((team) => (
          <label key={team.id}>
            <input type="checkbox" checked={chosen.includes(team.id)} onChange={() => toggle(team.id)} /> {team.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={status.state === 'submitting'}>
        {status.state === 'submitting' ? 'Saving...' : 'Save Teams'}
      </button>
      <FormAlert status={status} />
    </form>
  );
}
