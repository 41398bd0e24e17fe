// What the page says under the key when a day is picked on the calendar, or the calendar cannot load.

import type { Dispatch, SetStateAction } from 'react';

export type Notice =
  | { readonly kind: 'taken' | 'past'; readonly day: string; readonly text: string }
  | { readonly kind: 'error'; readonly text: string };

export type SetNotice = Dispatch<SetStateAction<Notice | undefined>>;
