// How a prerendered page's scripts are scheduled (web/prerender/deferred-scripts.ts) and started
// (web/src/boot.ts); here because both sides need them and the build's side must not load React.

/** The id of the inert <template> in a page's head that holds the scripts until the page is painted. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** The class of the loading view (components/data/data-states.tsx): a page built with it fills in from the API. */
export const LOADING_STATE_CLASS = 'data-state--loading';
