// Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys for nested
// objects and arrays (`line_items[0][price_data][unit_amount]=1234`, `metadata[paymentId]=…`), as
// the SDK writes it, and the same in query strings (`created[gte]=…&types[0]=…`). Values stay text;
// each endpoint reads the numbers it expects.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function isIndex(part: string): boolean {
  return /^\d+$/.test(part);
}

/** The nested object a form-encoded text stands for. Keys that could reach a prototype are dropped. */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    if (parts.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    let node: FormObject | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, FormValue>;
      const slot = part === '' && Array.isArray(node) ? String(node.length) : part;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = isIndex(parts[index + 1] ?? '') || parts[index + 1] === '';
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

export function textOf(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function objectOf(value: FormValue | undefined): FormObject | undefined {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function listOf(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // An array sent with explicit indexes arrives as one here only when the indexes start at 0.
  const object = objectOf(value);
  return object
    ? Object.keys(object)
        .sort((a, b) => Number(a) - Number(b))
        .map((key) => object[key] as FormValue)
    : [];
}

/** A string map (Stripe's `metadata`), or an empty one. */
export function metadataOf(value: FormValue | undefined): Record<string, string> {
  const object = objectOf(value) ?? {};
  return Object.fromEntries(Object.entries(object).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A whole number sent as text, or undefined when absent or not one. */
export function integerOf(value: FormValue | undefined): number | undefined {
  const text = textOf(value);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
}
