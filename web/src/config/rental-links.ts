// The clubhouse rental pages, in menu order. Shared by the rental pages' sidebar and the blog's
// 'Clubhouse and Banquet Hall' side menu (features don't import each other, so the list lives here).

export interface RentalLink {
  readonly label: string;
  readonly path: string;
}

export const rentalLinks: readonly RentalLink[] = [
  { label: 'Who We Are', path: '/rental-who' },
  { label: 'Corporate Events', path: '/rental-corp' },
  { label: 'Birthdays & Celebrations', path: '/rental-birthday' },
  { label: 'Wedding & Receptions', path: '/rental-weddings' },
  { label: 'Calendar', path: '/rental-calendar' },
  { label: 'Book Now', path: '/rental-request' },
];
