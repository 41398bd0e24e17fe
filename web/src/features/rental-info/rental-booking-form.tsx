import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { TextField } from '../../components/forms/field';
import { rentalRequestPath } from './rental-booking-path';
import { clubDay } from '../../../../common/club-time';
import { parseClubDateTime, rentalMessages } from '../../../../common/rental/rental-rules';

interface Times {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

// What native date and time inputs produce; browsers without them fall back to free text.
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^\d{2}:\d{2}(:\d{2})?$/;

const empty: Times = { startDate: '', startTime: '', endDate: '', endTime: '' };

/** The problem with the chosen times, or undefined when the rental request can be started. */
function checkTimes(times: Times): string | undefined {
  if (!times.startDate || !times.startTime || !times.endDate || !times.endTime) {
    return 'Please choose a start date and time and an end date and time.';
  }
  // The times are the club's wall clock (Lemont), whatever the visitor's own zone.
  const start = parseClubDateTime(`${times.startDate}T${times.startTime}`);
  const end = parseClubDateTime(`${times.endDate}T${times.endTime}`);
  const wellFormed =
    datePattern.test(times.startDate) &&
    datePattern.test(times.endDate) &&
    timePattern.test(times.startTime) &&
    timePattern.test(times.endTime);
  if (!wellFormed || start === undefined || end === undefined) {
    return 'Please enter a valid date and time for both the start and the end.';
  }
  if (end <= start) return rentalMessages.endBeforeStart;
  if (start < Date.now()) return rentalMessages.startInPast;
  return undefined;
}

// Hands the chosen times to the rental request page as ?start=YYYY-MM-DDTHH:mm&end=... (the club's time),
// which that page uses to prefill its form.
export function RentalBookingForm() {
  const navigate = useNavigate();
  const [times, setTimes] = useState<Times>(empty);
  const [problem, setProblem] = useState<string>();
  const messageId = useId();
  const today = clubDay(Date.now());

  function update(field: keyof Times, value: string) {
    setTimes((previous) => {
      const next = { ...previous, [field]: value };
      // Most rentals end on the day they start: save the visitor picking the same date twice.
      if (field === 'startDate' && !previous.endDate) next.endDate = value;
      return next;
    });
    setProblem(undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkTimes(times);
    setProblem(found);
    if (found) return;
    // Dates and times hold only digits, '-', 'T' and ':', all safe in a query string as they are.
    const query = `start=${times.startDate}T${times.startTime}&end=${times.endDate}T${times.endTime}`;
    navigate(`${rentalRequestPath}?${query}`);
  }

  const invalid = problem !== undefined;
  const field = (name: keyof Times, label: string, type: 'date' | 'time') => (
    <TextField
      id={`${messageId}-${name}`}
      label={label}
      className="form-field rental-booking__field"
      invalid={invalid && !times[name]}
      describedBy={invalid ? messageId : undefined}
      name={name}
      type={type}
      min={type === 'date' ? today : undefined}
      value={times[name]}
      required
      onChange={(event) => update(name, event.target.value)}
    />
  );

  return (
    <form className="rental-booking" noValidate onSubmit={onSubmit} aria-label="Choose your rental times">
      <fieldset className="rental-booking__group">
        <legend>Start</legend>
        {field('startDate', 'Start date', 'date')}
        {field('startTime', 'Start time', 'time')}
      </fieldset>
      <fieldset className="rental-booking__group">
        <legend>End</legend>
        {field('endDate', 'End date', 'date')}
        {field('endTime', 'End time', 'time')}
      </fieldset>
      <div id={messageId} role="alert" className="rental-booking__message">
        {problem}
      </div>
      <button type="submit" className="btn btn--primary rental-booking__submit">
        Rent
      </button>
    </form>
  );
}
