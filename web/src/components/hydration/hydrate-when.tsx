import { type ComponentPropsWithoutRef, type ElementType, type ReactNode, Suspense, use, useId } from 'react';
import { isTakingOver } from './takeover';
import { HYDRATE_WHEN_ATTRIBUTE, type HydrationTrigger, untilNeeded } from './wait-until-needed';

type HydrateWhenProps<T extends ElementType> = {
  /**
   * `interaction`: when the visitor touches, clicks, types in or focuses the part (the menu);
   * `view`: as it nears the screen, or on interaction before that (a form, a viewer).
   */
  readonly on: HydrationTrigger;
  /** The element the part is (a `div` unless told): it is what is watched and touched. */
  readonly as?: T;
  readonly children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'children'>;

/**
 * Suspends while React takes a rendered page over and the part is not yet needed. React then keeps
 * the boundary's markup as the server wrote it, unhydrated, and hydrates it when the promise
 * settles, or at once when the visitor uses it (wait-until-needed.ts).
 */
function WaitUntilNeeded({ id, on }: { readonly id: string; readonly on: HydrationTrigger }) {
  const waiting = isTakingOver() ? untilNeeded(id, on) : undefined;
  if (waiting) use(waiting);
  return null;
}

/**
 * An interactive part of a page that arrived rendered, taken over by React only when it is needed
 * (`on`), so a phone spends its first seconds on what the visitor sees, not on code for what they
 * have not reached. Until then it is the server's markup: readable, its links plain links.
 * Rendered in the browser (a navigation), it renders at once.
 */
export function HydrateWhen<T extends ElementType = 'div'>({ on, as, children, ...rest }: HydrateWhenProps<T>) {
  const id = useId();
  const Element: ElementType = as ?? 'div';
  return (
    <Element {...rest} {...{ [HYDRATE_WHEN_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <WaitUntilNeeded id={id} on={on} />
        {children}
      </Suspense>
    </Element>
  );
}
