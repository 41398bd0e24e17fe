import { type Sponsor, sponsorTierNames, sponsorTiers } from '../../../../../common/club/sponsors';
import { type SponsorForm as SponsorBody, sponsorFormSchema } from '../../../../../common/club/sponsor-schemas';
import { SelectField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { PictureField, usePictureChoice } from '../../../components/uploads/picture-field';

export interface SponsorText {
  readonly name: string;
  readonly tier: string;
  readonly link: string;
  readonly season: string;
}

export function sponsorText(sponsor: Sponsor): SponsorText {
  return { name: sponsor.name, tier: sponsor.tier, link: sponsor.link ?? '', season: String(sponsor.season) };
}

const fields = ['name', 'tier', 'season', 'link'] as const;

interface SponsorFormProps {
  readonly sponsor?: Sponsor;
  /** The season a new sponsor is for (the one the console shows). */
  readonly season: number;
  readonly save: (body: SponsorBody) => Promise<Sponsor>;
  readonly uploadPicture: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  readonly onSaved: (sponsor: Sponsor) => void;
  readonly onCancel: () => void;
}

/** Adding a sponsor or changing one, with its logo: checked with the handlers' own schema, the logo uploaded, then sent. */
export function SponsorForm({ sponsor, season, save, uploadPicture, onSaved, onCancel }: SponsorFormProps) {
  const form = useConsoleForm<SponsorText, Sponsor>({
    initial: sponsor ? sponsorText(sponsor) : { name: '', tier: 'bronze', link: '', season: String(season) },
    fields,
    action: 'save the sponsor',
    onSaved,
  });
  const { text, bind, idOf, errors, submitWithPicture } = form;
  const picture = usePictureChoice(uploadPicture);

  const submit = submitWithPicture(
    picture,
    // Number('') is 0: an empty season is refused, not saved as year 0.
    () =>
      sponsorFormSchema.safeParse({
        ...text,
        season: text.season.trim() === '' ? Number.NaN : Number(text.season),
        removeLogo: picture.removing,
      }),
    (body, uploadId) => save(uploadId ? { ...body, logoUploadId: uploadId } : body),
    { record: 'the sponsor', picture: 'the logo' },
  );

  return (
    <ConsoleForm
      form={form}
      label={sponsor ? 'Edit sponsor' : 'Add sponsor'}
      heading={sponsor ? `Edit sponsor: ${sponsor.name}` : 'Add sponsor'}
      onSubmit={submit}
      save={sponsor ? 'Save Sponsor' : 'Add Sponsor'}
      busy={picture.uploading ? 'Uploading…' : 'Saving…'}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('name')} label="Name" error={errors.name} autoComplete="off" />
        <SelectField {...bind('tier')} label="Tier" error={errors.tier}>
          {sponsorTiers.map((tier) => (
            <option key={tier} value={tier}>
              {sponsorTierNames[tier]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...bind('season')}
          label="Season"
          hint="The year the season starts in."
          error={errors.season}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...bind('link')}
          label="Link"
          hint="The sponsor's site, starting with https:// (or http://); empty for none."
          error={errors.link}
          type="url"
          autoComplete="off"
        />
        <PictureField
          id={idOf('logo')}
          label="Logo"
          alt={text.name || 'The sponsor'}
          current={sponsor?.logo ?? null}
          choice={picture.choice}
          inputRef={picture.inputRef}
          onChoose={picture.choose}
          onRemove={picture.setRemove}
        />
      </div>
    </ConsoleForm>
  );
}
