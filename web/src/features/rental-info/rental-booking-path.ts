// Where "book" buttons lead: the rental request form.

export const rentalRequestPath = '/rental-request';
