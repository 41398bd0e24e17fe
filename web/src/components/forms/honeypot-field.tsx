import { HONEYPOT_FIELD } from '../../../../common/requests/form-protocol';

/**
 * The field only bots fill in: off-screen, out of the tab order and hidden from screen readers,
 * with a label telling any person who does reach it to leave it empty.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
