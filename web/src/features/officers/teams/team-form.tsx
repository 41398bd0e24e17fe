// Adding a team or changing one: its name and its place in the club's order, checked with the
// handlers' own schema, then sent. A new team's id is made from its name and kept for good.

import { TEAM_LIMITS, type Team } from '../../../../../common/teams/teams';
import { type TeamForm as TeamBody, teamFormSchema } from '../../../../../common/teams/team-schemas';
import { TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';

export interface TeamText {
  readonly name: string;
  readonly order: string;
}

const fields = ['name', 'order'] as const;

interface TeamFormProps {
  readonly team?: Team;
  /** The place a new team takes by default: after the last. */
  readonly nextOrder: number;
  readonly save: (body: TeamBody) => Promise<Team>;
  readonly onSaved: (team: Team) => void;
  readonly onCancel: () => void;
}

export function TeamForm({ team, nextOrder, save, onSaved, onCancel }: TeamFormProps) {
  const form = useConsoleForm<TeamText, Team>({
    initial: team ? { name: team.name, order: String(team.order) } : { name: '', order: String(nextOrder) },
    fields,
    action: 'save the team',
    onSaved,
  });
  const { text, bind, errors, submitWith } = form;

  const submit = submitWith(() => {
    // Number('') is 0: an empty order is refused, not saved as the first place.
    const order = text.order.trim() === '' ? Number.NaN : Number(text.order);
    return teamFormSchema.safeParse({ name: text.name, order });
  }, save);

  return (
    <ConsoleForm
      form={form}
      label={team ? 'Edit team' : 'Add team'}
      heading={team ? `Edit team: ${team.name}` : 'Add team'}
      onSubmit={submit}
      save={team ? 'Save Team' : 'Add Team'}
      busy="Saving…"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField
          {...bind('name')}
          label="Name"
          error={errors.name}
          hint={
            team
              ? `Its id stays ${team.id}, so fixtures, players and calendar subscriptions keep working.`
              : 'Its id, made from the name, names it in links and calendar feeds and never changes.'
          }
          autoComplete="off"
          maxLength={TEAM_LIMITS.name}
        />
        <TextField
          {...bind('order')}
          label="Order"
          error={errors.order}
          hint={`Its place in the club's lists, lowest first (0 to ${TEAM_LIMITS.order}).`}
          type="number"
          inputMode="numeric"
          min="0"
          max={TEAM_LIMITS.order}
          step="1"
        />
      </div>
    </ConsoleForm>
  );
}
