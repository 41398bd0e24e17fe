// Where "book" buttons lead: the rental request form once the SPA has it, else the rental overview.

import { hasPage } from '../../../../common/pages/pages';

export const rentalRequestPath = '/rental-request';
export const rentalOverviewPath = '/rental';

export function bookingPath(): string {
  return hasPage(rentalRequestPath) ? rentalRequestPath : rentalOverviewPath;
}
