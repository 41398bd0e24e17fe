/** The `group` of the settings table that holds the rental pricing entries. */
export const RENTAL_SETTINGS_GROUP = 'rental';
