/** The header pins itself to the top once the page is scrolled more than this (as on the old site). */
export const HEADER_FIXED_AFTER_SCROLL_PX = 200;
