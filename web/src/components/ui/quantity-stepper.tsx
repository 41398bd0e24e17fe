import { useId } from 'react';
import { MIN_QUANTITY, parseQuantity } from '../../../../common/store/quantity';
import './quantity-stepper.css';

// The field keeps what the visitor types until they leave it; then the shared quantity rule applies
// (at least 1, anything non-numeric becomes 1).
export function QuantityStepper({ text, onTextChange }: { text: string; onTextChange: (text: string) => void }) {
  const id = useId();
  const quantity = parseQuantity(text);
  return (
    <div className="quantity">
      <label htmlFor={id} className="quantity__label">
        Quantity
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__button"
          aria-label="Decrease quantity"
          onClick={() => onTextChange(String(Math.max(MIN_QUANTITY, quantity - 1)))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={() => onTextChange(String(parseQuantity(text)))}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label="Increase quantity"
          onClick={() => onTextChange(String(quantity + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
