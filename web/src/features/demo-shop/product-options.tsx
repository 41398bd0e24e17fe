import { useId } from 'react';

/** A set of mutually exclusive choices (size, colour) shown as buttons-like radio pills. */
export function ProductOptions({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="product-options">
      <legend className="product-options__legend">
        {legend}: <span className="product-options__chosen">{value}</span>
      </legend>
      <div className="product-options__list">
        {options.map((option) => (
          <span key={option} className="product-options__item">
            <input
              id={`${id}-${option}`}
              className="product-options__input"
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label htmlFor={`${id}-${option}`} className="product-options__pill">
              {option}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
