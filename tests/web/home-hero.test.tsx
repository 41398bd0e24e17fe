import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeHero } from '../../web/src/features/home/home-hero';
import { stubMatchMedia } from './support/stub-match-media';

// jsdom has no matchMedia and does not play media: stub the one and spy on the other.
let prefersReducedMotion = false;
let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stubMatchMedia(() => prefersReducedMotion);
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  prefersReducedMotion = false;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderHero() {
  render(
    <MemoryRouter>
      <HomeHero />
    </MemoryRouter>,
  );
}

describe('the home hero', () => {
  it('plays the muted loop for visitors who have not asked for less motion', () => {
    renderHero();
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('does not autoplay for visitors who prefer reduced motion, and offers Play instead', () => {
    prefersReducedMotion = true;
    renderHero();
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('still plays when a reduced-motion visitor presses Play', async () => {
    prefersReducedMotion = true;
    renderHero();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('pauses on Pause', async () => {
    renderHero();
    pause.mockClear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});
