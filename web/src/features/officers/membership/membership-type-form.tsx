// Adding a membership type to a season or changing one: its name, its price in dollars, what it
// includes, who may choose it (members themselves, or not offered online) and its age bounds,
// checked with the handlers' own schema, then sent. A new type's id is made from its name and kept.

import { MEMBERSHIP_LIMITS, type MembershipType, membershipChoosers } from '../../../../../common/membership/membership';
import { type MembershipTypeForm as TypeBody, membershipTypeFormSchema } from '../../../../../common/membership/membership-schemas';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { centsOf, dollarsText } from '../rental/rental-model-values';

interface TypeText {
  readonly name: string;
  readonly price: string;
  readonly includes: string;
  readonly chosenBy: string;
  readonly minAge: string;
  readonly maxAge: string;
  readonly order: string;
}

const fields = ['name', 'price', 'includes', 'chosenBy', 'minAge', 'maxAge', 'order'] as const;

const chooserLabels: Readonly<Record<(typeof membershipChoosers)[number], string>> = {
  members: 'Members choose it on My account',
  officers: 'Not offered online: the treasurer arranges it',
};

/** An age box: empty is no bound; anything else must be a whole number, for the schema to check. */
const ageOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

interface MembershipTypeFormProps {
  readonly season: number;
  readonly type?: MembershipType;
  readonly nextOrder: number;
  readonly save: (body: TypeBody) => Promise<MembershipType>;
  readonly onSaved: (type: MembershipType) => void;
  readonly onCancel: () => void;
}

export function MembershipTypeForm({ season, type, nextOrder, save, onSaved, onCancel }: MembershipTypeFormProps) {
  const form = useConsoleForm<TypeText, MembershipType>({
    initial: {
      name: type?.name ?? '',
      price: type ? dollarsText(type.priceCents) : '',
      includes: type?.includes ?? '',
      chosenBy: type?.chosenBy ?? 'members',
      minAge: type?.minAge === undefined ? '' : String(type.minAge),
      maxAge: type?.maxAge === undefined ? '' : String(type.maxAge),
      order: String(type?.order ?? nextOrder),
    },
    fields,
    fieldOf: (path) => (path[0] === 'priceCents' ? 'price' : typeof path[0] === 'string' ? path[0] : undefined),
    action: 'save the membership type',
    onSaved,
  });
  const { text, bind, errors, submitWith } = form;

  const submit = submitWith(() => {
    const minAge = ageOf(text.minAge);
    const maxAge = ageOf(text.maxAge);
    return membershipTypeFormSchema.safeParse({
      name: text.name,
      priceCents: centsOf(text.price),
      includes: text.includes,
      chosenBy: text.chosenBy,
      ...(minAge === undefined ? {} : { minAge }),
      ...(maxAge === undefined ? {} : { maxAge }),
      order: text.order.trim() === '' ? Number.NaN : Number(text.order),
    });
  }, save);

  return (
    <ConsoleForm
      form={form}
      label={type ? 'Edit membership type' : 'Add membership type'}
      heading={type ? `Edit ${type.name} (${season})` : `Add a membership type to ${season}`}
      onSubmit={submit}
      save={type ? 'Save Type' : 'Add Type'}
      busy="Saving…"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField
          {...bind('name')}
          label="Name"
          error={errors.name}
          hint={type ? `Its id stays ${type.id}: members who chose it keep it.` : 'Playing, Social, Fossils, Youth, Corporate…'}
          autoComplete="off"
          maxLength={MEMBERSHIP_LIMITS.name}
        />
        <TextField
          {...bind('price')}
          label="Dues for the season ($)"
          error={errors.price}
          hint="Members who chose it before a change keep the price they were asked."
          inputMode="decimal"
        />
        <TextAreaField
          {...bind('includes')}
          label="What it includes"
          error={errors.includes}
          rows={3}
          maxLength={MEMBERSHIP_LIMITS.includes}
        />
        <SelectField {...bind('chosenBy')} label="Who may choose it" error={errors.chosenBy}>
          {membershipChoosers.map((chooser) => (
            <option key={chooser} value={chooser}>
              {chooserLabels[chooser]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...bind('minAge')}
          label="Youngest age (optional)"
          error={errors.minAge}
          hint="Ages are read on 1 January of the season."
          type="number"
          inputMode="numeric"
          min="0"
          max={MEMBERSHIP_LIMITS.age}
        />
        <TextField
          {...bind('maxAge')}
          label="Oldest age (optional)"
          error={errors.maxAge}
          type="number"
          inputMode="numeric"
          min="0"
          max={MEMBERSHIP_LIMITS.age}
        />
        <TextField {...bind('order')} label="Order" error={errors.order} type="number" inputMode="numeric" min="0" max="1000" step="1" />
      </div>
    </ConsoleForm>
  );
}
