import { useId, useState, type FormEvent } from 'react';
import {
  type ExperienceLevel,
  experienceLabels,
  experienceLevels,
  PLAYER_REQUESTS_PATH,
  type PlayerPosition,
  playerMessages,
  playerPositions,
  positionLabels,
} from '../../../../common/player-request';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import { HoneypotField } from '../../components/forms/honeypot-field';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useFormSubmission } from '../../components/forms/use-form-submission';
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

/** The spec's outcome: its success text, the server's error text (else its own), or the network message. */
function describe(result: SubmitResult): { ok: boolean; message: string } {
  if (result.kind === 'ok') return { ok: true, message: playerMessages.success };
  if (result.kind === 'network') return { ok: false, message: playerMessages.network };
  return { ok: false, message: result.error || playerMessages.failure };
}

/** The date input's bounds, as the server's rule has them: born 100 to 5 years ago (by year). */
function birthDateBounds(now = new Date()): { min: string; max: string } {
  const year = now.getFullYear();
  return { min: `${year - 100}-01-01`, max: `${year - 5}-12-31` };
}

/** 'Join the club': the browser checks the four required fields, the server everything. */
export function PlayerForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const { status, submitting, send } = useFormSubmission();
  const id = useId();
  const bounds = birthDateBounds();

  function update<K extends keyof Fields>(name: K, value: Fields[K]) {
    setFields((previous) => ({ ...previous, [name]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = await send(PLAYER_REQUESTS_PATH, fields, describe);
    if (result.kind === 'ok') setFields(empty);
  }

  const field = (name: keyof Fields) => `${id}-${name}`;
  const required = (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  );

  return (
    <form className="player-form" onSubmit={onSubmit} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="form-hint">
        Fields marked * are required.
      </p>
      <div className="form-grid">
        <div className="form-field">
          <label htmlFor={field('firstName')}>First Name{required}</label>
          <input
            id={field('firstName')}
            name="firstName"
            type="text"
            autoComplete="given-name"
            required
            value={fields.firstName}
            onChange={(event) => update('firstName', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('lastName')}>Last Name{required}</label>
          <input
            id={field('lastName')}
            name="lastName"
            type="text"
            autoComplete="family-name"
            required
            value={fields.lastName}
            onChange={(event) => update('lastName', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('email')}>Email{required}</label>
          <input
            id={field('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={(event) => update('email', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('phone')}>Phone{required}</label>
          <input
            id={field('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            value={fields.phone}
            onChange={(event) => update('phone', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('dateOfBirth')}>Date of Birth</label>
          <input
            id={field('dateOfBirth')}
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            min={bounds.min}
            max={bounds.max}
            value={fields.dateOfBirth}
            onChange={(event) => update('dateOfBirth', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('position')}>Position</label>
          <select
            id={field('position')}
            name="position"
            value={fields.position}
            onChange={(event) => update('position', event.target.value as Fields['position'])}
          >
            <option value="">Select a position</option>
            {playerPositions.map((position) => (
              <option key={position} value={position}>
                {positionLabels[position]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={field('experience')}>Experience</label>
          <select
            id={field('experience')}
            name="experience"
            value={fields.experience}
            onChange={(event) => update('experience', event.target.value as Fields['experience'])}
          >
            <option value="">Select your experience</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {experienceLabels[level]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field form-grid__wide">
          <label htmlFor={field('message')}>Message</label>
          <textarea
            id={field('message')}
            name="message"
            rows={5}
            placeholder="Where have you played before, and what would you like from the club?"
            value={fields.message}
            onChange={(event) => update('message', event.target.value)}
          />
        </div>
      </div>
      <HoneypotField value={fields.website} onChange={(value) => update('website', value)} />
      <div className="form-actions">
        <SubmitButton className="btn btn--primary" submitting={submitting} busy="Submitting..." idle="Send Player Request" />
      </div>
      <FormAlert status={status} />
    </form>
  );
}
