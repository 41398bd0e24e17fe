import type { ClubOfficer } from '../../../../../common/club/club-officers';
import { type ClubOfficerForm as OfficerBody, clubOfficerFormSchema } from '../../../../../common/club/club-officer-schemas';
import { TextAreaField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { PictureField, usePictureChoice } from '../../../components/uploads/picture-field';

export interface ClubOfficerText {
  readonly role: string;
  readonly name: string;
  readonly bio: string;
  readonly mailbox: string;
  readonly askAbout: string;
}

export const emptyClubOfficerText: ClubOfficerText = { role: '', name: '', bio: '', mailbox: '', askAbout: '' };

export function clubOfficerText(officer: ClubOfficer): ClubOfficerText {
  return { role: officer.role, name: officer.name, bio: officer.bio, mailbox: officer.mailbox, askAbout: officer.askAbout };
}

const fields = ['role', 'name', 'mailbox', 'askAbout', 'bio'] as const;

interface ClubOfficerFormProps {
  readonly officer?: ClubOfficer;
  readonly save: (body: OfficerBody) => Promise<ClubOfficer>;
  readonly uploadPicture: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  readonly onSaved: (officer: ClubOfficer) => void;
  readonly onCancel: () => void;
}

/** Adding an officer or changing one, with their photo: checked with the handlers' own schema, the photo uploaded, then sent. */
export function ClubOfficerForm({ officer, save, uploadPicture, onSaved, onCancel }: ClubOfficerFormProps) {
  const form = useConsoleForm<ClubOfficerText, ClubOfficer>({
    initial: officer ? clubOfficerText(officer) : emptyClubOfficerText,
    fields,
    action: 'save the officer',
    onSaved,
  });
  const { text, bind, idOf, errors, submitWithPicture } = form;
  const picture = usePictureChoice(uploadPicture);

  const submit = submitWithPicture(
    picture,
    () => clubOfficerFormSchema.safeParse({ ...text, removePhoto: picture.removing }),
    (body, uploadId) => save(uploadId ? { ...body, photoUploadId: uploadId } : body),
    { record: 'the officer', picture: 'the photo' },
  );

  return (
    <ConsoleForm
      form={form}
      label={officer ? 'Edit officer' : 'Add officer'}
      heading={officer ? `Edit officer: ${officer.role}` : 'Add officer'}
      onSubmit={submit}
      save={officer ? 'Save Officer' : 'Add Officer'}
      busy={picture.uploading ? 'Uploading…' : 'Saving…'}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('role')} label="Role" error={errors.role} autoComplete="off" />
        <TextField {...bind('name')} label="Name" error={errors.name} autoComplete="off" />
        <TextField
          {...bind('mailbox')}
          label="Role mailbox"
          hint="The part before the club's @ (like treasurer): it follows the role from one officer to the next."
          error={errors.mailbox}
          autoComplete="off"
        />
        <TextField
          {...bind('askAbout')}
          label="Ask them about"
          hint="Shown on the team page; leave empty to keep this officer off its list."
          error={errors.askAbout}
          autoComplete="off"
        />
        <TextAreaField {...bind('bio')} label="Biography" error={errors.bio} className="form-field form-grid__wide" rows={3} />
        <PictureField
          id={idOf('photo')}
          label="Photo"
          alt={`Portrait of ${text.name || 'the officer'}`}
          current={officer?.photo ?? null}
          choice={picture.choice}
          inputRef={picture.inputRef}
          onChoose={picture.choose}
          onRemove={picture.setRemove}
        />
      </div>
    </ConsoleForm>
  );
}
