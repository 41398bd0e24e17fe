// Adding a club night or changing one: its title and description, its hours in the hall (the club's
// wall-clock time), its capacity, its two prices in dollars, whether a table of ten may be bought
// whole, and when sales close; checked with the handlers' own schema, then sent. Saving takes the
// hall on the rental calendar: the server refuses (naming what takes it) when the hall is taken.

import { type ClubNightForm as NightBody, clubNightFormSchema } from '../../../../../common/tickets/ticket-schemas';
import { CLUB_NIGHT_LIMITS, type ClubNight } from '../../../../../common/tickets/tickets';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { wallClockMs, wallClockText } from '../console/club-wall-clock';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { centsOf, dollarsText } from '../rental/rental-model-values';

interface NightText {
  readonly title: string;
  readonly description: string;
  readonly start: string;
  readonly end: string;
  readonly capacity: string;
  readonly memberPrice: string;
  readonly price: string;
  readonly tablesOfTen: string;
  readonly salesCloseAt: string;
}

const fields = ['title', 'description', 'start', 'end', 'capacity', 'memberPrice', 'price', 'tablesOfTen', 'salesCloseAt'] as const;

/** The schema's field names that the form types under another name. */
const typedAs: Readonly<Record<string, keyof NightText>> = { memberPriceCents: 'memberPrice', priceCents: 'price' };

interface ClubNightFormProps {
  readonly night?: ClubNight;
  readonly save: (body: NightBody) => Promise<ClubNight>;
  readonly onSaved: (night: ClubNight) => void;
  readonly onCancel: () => void;
}

export function ClubNightForm({ night, save, onSaved, onCancel }: ClubNightFormProps) {
  const form = useConsoleForm<NightText, ClubNight>({
    initial: {
      title: night?.title ?? '',
      description: night?.description ?? '',
      start: night ? wallClockText(night.start) : '',
      end: night ? wallClockText(night.end) : '',
      capacity: night ? String(night.capacity) : '',
      memberPrice: night ? dollarsText(night.memberPriceCents) : '',
      price: night ? dollarsText(night.priceCents) : '',
      tablesOfTen: night?.tablesOfTen ? 'yes' : 'no',
      salesCloseAt: night ? wallClockText(night.salesCloseAt) : '',
    },
    fields,
    fieldOf: (path) => (typeof path[0] === 'string' ? (typedAs[path[0]] ?? (path[0] as keyof NightText)) : undefined),
    action: 'save the night',
    onSaved,
  });
  const { text, bind, errors, submitWith } = form;

  const submit = submitWith(
    () =>
      clubNightFormSchema.safeParse({
        title: text.title,
        description: text.description,
        start: wallClockMs(text.start),
        end: wallClockMs(text.end),
        // Number('') is 0: an empty box is left for the schema to refuse.
        capacity: text.capacity.trim() === '' ? Number.NaN : Number(text.capacity),
        memberPriceCents: centsOf(text.memberPrice),
        priceCents: centsOf(text.price),
        tablesOfTen: text.tablesOfTen === 'yes',
        salesCloseAt: wallClockMs(text.salesCloseAt),
      }),
    save,
  );

  return (
    <ConsoleForm
      form={form}
      label={night ? 'Edit night' : 'Add night'}
      heading={night ? `Edit ${night.title}` : 'Add a night in the hall'}
      onSubmit={submit}
      save={night ? 'Save Night' : 'Add Night'}
      busy="Saving…"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('title')} label="Title" error={errors.title} autoComplete="off" maxLength={CLUB_NIGHT_LIMITS.title} />
        <TextField {...bind('start')} label="Starts (club time, Chicago)" error={errors.start} type="datetime-local" />
        <TextField
          {...bind('end')}
          label="Ends (club time, Chicago)"
          error={errors.end}
          hint="The hall is taken on the rental calendar for exactly these hours."
          type="datetime-local"
        />
        <TextField
          {...bind('capacity')}
          label="Seats"
          error={errors.capacity}
          hint={night ? `${night.capacity - night.seatsLeft} are sold or held: the seats cannot go below that.` : undefined}
          type="number"
          inputMode="numeric"
          min="1"
          max={CLUB_NIGHT_LIMITS.capacity}
          step="1"
        />
        <TextField
          {...bind('memberPrice')}
          label="Members' price per ticket ($)"
          error={errors.memberPrice}
          hint="For signed-in members whose membership is current."
          inputMode="decimal"
        />
        <TextField {...bind('price')} label="Price per ticket ($)" error={errors.price} inputMode="decimal" />
        <SelectField {...bind('tablesOfTen')} label="Tables of ten" error={errors.tablesOfTen}>
          <option value="yes">A table of ten may be bought whole</option>
          <option value="no">Single tickets only</option>
        </SelectField>
        <TextField
          {...bind('salesCloseAt')}
          label="Sales close (club time, Chicago)"
          error={errors.salesCloseAt}
          hint="No ticket is sold or refunded after it."
          type="datetime-local"
        />
        <TextAreaField
          {...bind('description')}
          label="Description"
          error={errors.description}
          className="form-field form-grid__wide"
          rows={4}
          maxLength={CLUB_NIGHT_LIMITS.description}
        />
      </div>
    </ConsoleForm>
  );
}
