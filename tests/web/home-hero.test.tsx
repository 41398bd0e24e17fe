import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_PHONE_MEDIA } from '../../common/pages/hero-media';
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
    <RouterAt>
      <HomeHero />
    </RouterAt>,
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

  it('keeps the poster on a phone until the visitor presses Play', async () => {
    const desktopMatchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...desktopMatchMedia(query), matches: query === HERO_PHONE_MEDIA }));
    renderHero();
    expect(play).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalled();
  });

  it('keeps the poster for a visitor whose browser saves data', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }));
    renderHero();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('pauses on Pause', async () => {
    renderHero();
    pause.mockClear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});
