import { useRef } from 'react';
import { useTickedBeforeTakeover } from './typed-before-takeover';

interface CheckboxGroupProps<Option extends string> {
  /** The form's class block: the fieldset is `{block}__topics`, its legend `{block}__legend`, each choice `{block}__topic`. */
  readonly block: string;
  readonly legend: string;
  readonly name: string;
  readonly options: readonly Option[];
  readonly labels: Readonly<Record<Option, string>>;
  readonly chosen: readonly Option[];
  /** The ticked options, in the options' order. */
  readonly onChange: (chosen: Option[]) => void;
}

/** A visitor form's boxes to tick, any number of them (what a message is for, what news to get). */
export function CheckboxGroup<Option extends string>({
  block,
  legend,
  name,
  options,
  labels,
  chosen,
  onChange,
}: CheckboxGroupProps<Option>) {
  const group = useRef<HTMLFieldSetElement>(null);
  useTickedBeforeTakeover(group, chosen, onChange);
  const toggle = (option: Option, ticked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? ticked : chosen.includes(candidate))));
  return (
    <fieldset ref={group} className={`${block}__topics`}>
      <legend className={`${block}__legend`}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={`${block}__topic`}>
          <input
            type="checkbox"
            name={name}
            value={option}
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}
