import {
  BIRTH_YEARS_AGO,
  type ExperienceLevel,
  experienceLabels,
  experienceLevels,
  PLAYER_REQUESTS_PATH,
  type PlayerPosition,
  playerMessages,
  playerPositions,
  positionLabels,
} from '../../../../common/squad/player-request';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../components/forms/field';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useVisitorForm } from '../../components/forms/use-visitor-form';
import { VisitorFormEnd } from '../../components/forms/visitor-form-end';
import '../../components/forms/form-grid.css';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  position: PlayerPosition | '';
  experience: ExperienceLevel | '';
  message: string;
  website: string;
}

const empty: Fields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  position: '',
  experience: '',
  message: '',
  website: '',
};

/** The old site's outcome: its success text, the server's error text (else its own), or the network message. */
function describe(result: SubmitResult): { ok: boolean; message: string } {
  if (result.kind === 'ok') return { ok: true, message: playerMessages.success };
  if (result.kind === 'network') return { ok: false, message: playerMessages.network };
  return { ok: false, message: result.error || playerMessages.failure };
}

/** The date input's bounds, as the server's rule has them (BIRTH_YEARS_AGO, by year). */
function birthDateBounds(now = new Date()): { min: string; max: string } {
  const year = now.getFullYear();
  return { min: `${year - BIRTH_YEARS_AGO.oldest}-01-01`, max: `${year - BIRTH_YEARS_AGO.youngest}-12-31` };
}

/** 'Join the club': the browser checks the four required fields, the server everything. */
export function PlayerForm() {
  const form = useVisitorForm<Fields>({ empty, path: PLAYER_REQUESTS_PATH, describe });
  const { values: fields, bind, prefix: id } = form;
  const bounds = birthDateBounds();
  const onSubmit = form.submitWith(() => ({ body: fields }));

  return (
    <form className="player-form" onSubmit={onSubmit} onFocus={form.onFocus} aria-describedby={`${id}-note`}>
      <RequiredNote id={`${id}-note`} />
      <div className="form-grid">
        <TextField {...bind('firstName')} label="First Name" marked autoComplete="given-name" required />
        <TextField {...bind('lastName')} label="Last Name" marked autoComplete="family-name" required />
        <TextField {...bind('email')} label="Email" marked type="email" autoComplete="email" required />
        <TextField {...bind('phone')} label="Phone" marked type="tel" autoComplete="tel" required />
        <TextField {...bind('dateOfBirth')} label="Date of Birth" type="date" autoComplete="bday" min={bounds.min} max={bounds.max} />
        <SelectField {...bind('position')} label="Position">
          <option value="">Select a position</option>
          {playerPositions.map((position) => (
            <option key={position} value={position}>
              {positionLabels[position]}
            </option>
          ))}
        </SelectField>
        <SelectField {...bind('experience')} label="Experience">
          <option value="">Select your experience</option>
          {experienceLevels.map((level) => (
            <option key={level} value={level}>
              {experienceLabels[level]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          {...bind('message')}
          label="Message"
          className="form-field form-grid__wide"
          rows={5}
          placeholder="Where have you played before, and what would you like from the club?"
        />
      </div>
      <VisitorFormEnd form={form} busy="Submitting..." idle="Send Player Request" inActions />
    </form>
  );
}
