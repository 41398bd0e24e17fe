/** The header pins itself to the top once the page is scrolled more than this (spec section 9). */
export const HEADER_FIXED_AFTER_SCROLL_PX = 200;
