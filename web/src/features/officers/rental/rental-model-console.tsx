// /officers/rental: the rental model officers keep (common/rental/rental-model.ts): the spaces, the add-ons,
// the money rules and the hire terms. The model is one document saved whole over the version read
// (a second officer's older save is refused, never silently undone); each form checks the whole
// model with the server's schema before sending, and the answer becomes the console's model.
// Spaces and add-ons are retired, not deleted: requests and bookings name them.

import { useState } from 'react';
import {
  addOnPricingLabels,
  lengthWords,
  percentText,
  type RentalAddOn,
  type RentalModel,
  type RentalSpace,
} from '../../../../../common/rental/rental-model';
import type { RentalModelUpdate } from '../../../../../common/rental/rental-model-schemas';
import { formatCents } from '../../../../../common/rental/rental-quote';
import type { RentalTerms } from '../../../../../common/rental/rental-terms';
import { useLoad } from '../../../components/data/use-load';
import { LoadError } from '../console/load-error';
import { RecordConsole } from '../console/record-console';
import { RentalAddOnForm } from './rental-addon-form';
import { checkModel, type ModelContent } from './rental-model-check';
import { fetchOfficerRentalModel, saveRentalModel } from './rental-model-writes';
import { RentalPolicyForm } from './rental-policy-form';
import { RentalSpaceForm } from './rental-space-form';
import { RentalTermsEditor } from './rental-terms-editor';
import './rental-model-console.css';

const FRESH_NOTE = 'The rental request form and the calendar show it within a minute.';
const SMALL_BUTTON = 'btn btn--outline btn--small';

export default function RentalModelConsole() {
  const { state, reload } = useLoad((signal) => fetchOfficerRentalModel(signal), 'rental-model');
  if (state.status === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading the rental settings…
      </p>
    );
  }
  if (state.status === 'error') return <LoadError what="rental settings" message={state.message} retry={reload} />;
  return <RentalModelEditor loaded={state.data.model} terms={state.data.terms} />;
}

function spaceFacts(space: RentalSpace, model: RentalModel): string {
  const shares = space.overlaps.map((id) => model.spaces.find((other) => other.id === id)?.name ?? id);
  return [
    space.retired ? 'Retired: not offered' : undefined,
    `Up to ${space.capacity} people`,
    `${formatCents(space.hourlyCents)} an hour, ${formatCents(space.dailyCents)} a day`,
    `${lengthWords(space.minHours)} to ${lengthWords(space.maxHours)}`,
    `set-up ${space.setupMinutes} min, clean-up ${space.cleanupMinutes} min`,
    `up to ${space.advanceDays} days ahead`,
    `damage deposit ${formatCents(space.damageDepositCents)}`,
    space.kind === 'site' ? 'shares ground with every space' : shares.length > 0 ? `shares ground with ${shares.join(', ')}` : undefined,
    space.kind === 'field' || space.closedOnMatchDays ? 'closed on home-match days' : undefined,
    space.insuranceRequired ? 'insurance certificate asked for' : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

function addOnFacts(addOn: RentalAddOn, model: RentalModel): string {
  const price =
    addOn.pricing === 'percent-off'
      ? `${percentText(addOn.amount)} off`
      : `${formatCents(addOn.amount)} ${addOnPricingLabels[addOn.pricing]}`;
  const spaces = addOn.spaceIds.map((id) => model.spaces.find((space) => space.id === id)?.name ?? id).join(', ');
  return [addOn.retired ? 'Retired: not offered' : undefined, price, `with ${spaces}`].filter(Boolean).join(' · ');
}

function RentalModelEditor({ loaded, terms }: { readonly loaded: RentalModel; readonly terms: RentalTerms | null }) {
  const [model, setModel] = useState(loaded);

  /** Saves the model with one change; the answer (its version raised) is the console's model from then on. */
  async function save(next: ModelContent | RentalModelUpdate): Promise<RentalModel> {
    const checked = checkModel(model, next);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'The rental settings are not valid.');
    const saved = await saveRentalModel(checked.data);
    setModel(saved);
    return saved;
  }

  const retireSpace = (space: RentalSpace, retired: boolean) => async () => {
    const saved = await save({ ...model, spaces: model.spaces.map((other) => (other.id === space.id ? { ...other, retired } : other)) });
    return saved.spaces.find((other) => other.id === space.id) ?? space;
  };
  const retireAddOn = (addOn: RentalAddOn, retired: boolean) => async () => {
    const saved = await save({ ...model, addOns: model.addOns.map((other) => (other.id === addOn.id ? { ...other, retired } : other)) });
    return saved.addOns.find((other) => other.id === addOn.id) ?? addOn;
  };

  return (
    <div className="rental-model-console">
      <p className="officers-note">
        What the club hires out and how it is priced. Every quote and check uses these from the moment they are saved; requests already sent
        keep the quote they were sent with.
      </p>
      <RecordConsole<RentalSpace, 'edit'>
        className="rental-spaces-console"
        heading="Spaces"
        add="Add Space"
        note="The whole site shares ground with every space; the fields are closed on home-match days. A space is retired, not deleted: requests and bookings name it."
        records={model.spaces}
        empty="No spaces yet."
        listLabel="Spaces"
        title={(space) => space.name}
        facts={(space) => spaceFacts(space, model)}
        modes={[{ mode: 'edit', label: 'Edit' }]}
        actions={(space, title, run) => (
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={run.busy(space)}
            aria-label={`${space.retired ? 'Offer again' : 'Retire'} ${title}`}
            onClick={() =>
              void run.act(space, retireSpace(space, !space.retired), space.retired ? 'offer the space again' : 'retire the space')
            }
          >
            {space.retired ? 'Offer Again' : 'Retire'}
          </button>
        )}
        form={(editing, done) =>
          'record' in editing ? (
            <RentalSpaceForm model={model} space={editing.record} save={save} {...done} />
          ) : (
            <RentalSpaceForm model={model} save={save} {...done} />
          )
        }
        onSaved={() => {}}
        savedMessage={(space, verb) => `${space.name} ${space.retired ? 'retired' : verb}. ${FRESH_NOTE}`}
      />
      <RecordConsole<RentalAddOn, 'edit'>
        className="rental-addons-console"
        heading="Add-ons"
        add="Add Add-on"
        note="Offered on the spaces you choose. Per booking, per hour (rounded up) or per person is charged on each date; a percentage comes off the space and add-ons, rounded half-up to the cent."
        records={model.addOns}
        empty="No add-ons yet: renters book the space alone."
        listLabel="Add-ons"
        title={(addOn) => addOn.name}
        facts={(addOn) => addOnFacts(addOn, model)}
        modes={[{ mode: 'edit', label: 'Edit' }]}
        actions={(addOn, title, run) => (
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={run.busy(addOn)}
            aria-label={`${addOn.retired ? 'Offer again' : 'Retire'} ${title}`}
            onClick={() =>
              void run.act(addOn, retireAddOn(addOn, !addOn.retired), addOn.retired ? 'offer the add-on again' : 'retire the add-on')
            }
          >
            {addOn.retired ? 'Offer Again' : 'Retire'}
          </button>
        )}
        form={(editing, done) =>
          'record' in editing ? (
            <RentalAddOnForm model={model} addOn={editing.record} save={save} {...done} />
          ) : (
            <RentalAddOnForm model={model} save={save} {...done} />
          )
        }
        onSaved={() => {}}
        savedMessage={(addOn, verb) => `${addOn.name} ${addOn.retired ? 'retired' : verb}. ${FRESH_NOTE}`}
      />
      {/* Not keyed by the model's version: saving a space or an add-on would wipe rules being typed, and a save its message. */}
      <RentalPolicyForm model={model} save={save} onSaved={() => {}} />
      <RentalTermsEditor current={terms} />
    </div>
  );
}
