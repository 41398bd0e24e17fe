import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { Route, Routes, useLocation } from '../../web/src/lib/router';
import { describe, expect, it } from 'vitest';

import RentalWhoPage from '../../web/src/features/rental-info/rental-who-page';
import RentalCorpPage from '../../web/src/features/rental-info/rental-corp-page';
import RentalBirthdayPage from '../../web/src/features/rental-info/rental-birthday-page';
import RentalWeddingsPage from '../../web/src/features/rental-info/rental-weddings-page';
import { RentalBookingForm } from '../../web/src/features/rental-info/rental-booking-form';
import { RentalSidebar } from '../../web/src/components/rental/rental-sidebar';

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(element: ReactElement, path = '/rental') {
  return render(
    <RouterAt path={path}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {element}
              <ShowLocation />
            </>
          }
        />
      </Routes>
    </RouterAt>,
  );
}

describe.each([
  ['/rental-who', 'WHO WE ARE', RentalWhoPage],
  ['/rental-corp', 'CORPORATE EVENTS', RentalCorpPage],
  ['/rental-birthday', 'BIRTHDAYS & CELEBRATIONS', RentalBirthdayPage],
  ['/rental-weddings', 'WEDDING & RECEPTIONS', RentalWeddingsPage],
])('the %s page', (path, title, Page) => {
  it('has its banner heading', () => {
    renderAt(<Page />, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('states every facility fact', () => {
    renderAt(<Page />, path);
    const article = screen.getByRole('article');
    const text = article.textContent ?? '';
    expect(text).toContain('Up to 120');
    expect(text).toContain('Over 140 cars');
    expect(text).toContain('15 acres');
    expect(text).toMatch(/Lemont, near I-55 and I-355/);
    expect(text).toMatch(/no per-head charge/i);
    expect(text).toMatch(/own caterer and band/i);
  });

  it('sends visitors to the request form to book', () => {
    renderAt(<Page />, path);
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('link').at(-1)).toHaveAttribute('href', '/rental-request');
  });
});

describe('the rental sidebar', () => {
  it('lists every rental page, the calendar and Book Now among them', () => {
    renderAt(<RentalSidebar />);
    const nav = screen.getByRole('navigation', { name: 'Clubhouse Rental' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Facility Rental',
      'Who We Are',
      'Corporate Events',
      'Birthdays & Celebrations',
      'Wedding & Receptions',
      'Calendar',
      'Book Now',
    ]);
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/rental-calendar');
    expect(within(nav).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/rental-request');
  });
});

describe('the Rent form', () => {
  async function choose(start: [string, string], end: [string, string]) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Start date'), start[0]);
    await user.type(screen.getByLabelText('Start time'), start[1]);
    const endDate = screen.getByLabelText('End date');
    await user.clear(endDate);
    await user.type(endDate, end[0]);
    await user.type(screen.getByLabelText('End time'), end[1]);
    await user.click(screen.getByRole('button', { name: 'Rent' }));
  }

  it('asks for all four values before going on', async () => {
    renderAt(<RentalBookingForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rent' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a start date and time and an end date and time.');
    expect(screen.getByTestId('location')).toHaveTextContent('/rental');
  });

  it('refuses an end that is not after the start', async () => {
    renderAt(<RentalBookingForm />);
    await choose(['2099-12-05', '18:00'], ['2099-12-05', '17:00']);
    expect(screen.getByRole('alert')).toHaveTextContent('End date and time must be after start date and time.');
    expect(screen.getByTestId('location').textContent).toBe('/rental');
  });

  it('carries the chosen times to the rental request page', async () => {
    renderAt(<RentalBookingForm />);
    await choose(['2099-12-05', '18:00'], ['2099-12-05', '23:00']);
    expect(screen.getByTestId('location').textContent).toBe('/rental-request?start=2099-12-05T18:00&end=2099-12-05T23:00');
  });
});
