// A prerendered form can be typed into before React has taken the page over (a phone on a slow
// connection still fetching the page's script). React keeps what the visitor typed on screen but
// not in the form's state, so the form would send empty fields the visitor can see filled in.

import { type ChangeEventHandler, useLayoutEffect } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Once, as the field is first committed: when the control with `id` shows text other than `value`,
 * hands it to `onChange` as the control's own change would. After a client render the two always
 * agree (React has just written the value), so only text typed before the takeover is adopted.
 */
export function useTypedBeforeTakeover<Control extends TextControl>(
  id: string,
  value: unknown,
  onChange: ChangeEventHandler<Control, Control> | undefined,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit is the only one that can find such text.
  useLayoutEffect(() => {
    const control = document.getElementById(id) as Control | null;
    if (!control || typeof value !== 'string' || !onChange || control.value === value) return;
    // The handlers read the event's target alone (use-field-values.ts).
    onChange({ target: control, currentTarget: control } as Parameters<ChangeEventHandler<Control, Control>>[0]);
  }, []);
}

/** The same for a group of boxes: the ticked ones, when they are not `chosen`. */
export function useTickedBeforeTakeover<Option extends string>(
  group: { readonly current: HTMLElement | null },
  chosen: readonly Option[],
  onChange: (ticked: Option[]) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit is the only one that can find such boxes.
  useLayoutEffect(() => {
    const boxes = [...(group.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? [])];
    const ticked = boxes.filter((box) => box.checked).map((box) => box.value as Option);
    if (ticked.length !== chosen.length || ticked.some((option) => !chosen.includes(option))) onChange(ticked);
  }, []);
}
