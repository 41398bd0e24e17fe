// What a form holds while it is filled in: its values, one update, and for each text value the id,
// name, value and onChange its control is bound with (field.tsx).

import { type ChangeEvent, useCallback, useId, useState } from 'react';

/** The keys of `Values` whose values are text. */
export type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

export interface FieldBinding {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

export function useFieldValues<Values extends object>(initial: Values | (() => Values)) {
  const prefix = useId();
  const [values, setValues] = useState<Values>(initial);
  const update = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  /** The id of a control for `key` (a value's name, or a path such as `variants.0.price`). */
  const idOf = (key: string) => `${prefix}-${key.replaceAll('.', '-')}`;
  const bind = (name: TextKey<Values>): FieldBinding => ({
    id: idOf(name),
    name,
    value: values[name] as string,
    // A select's options are the value's own words, so its text is the value.
    onChange: (event) => update(name, event.target.value as Values[typeof name]),
  });
  return { values, setValues, update, bind, idOf, prefix };
}
