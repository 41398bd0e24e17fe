import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_PHONE_MEDIA, HERO_POSTER_LARGE, HERO_POSTER_SMALL } from '../../common/pages/hero-media';
import { AboutFilm } from '../../web/src/features/about/about-film';
import { stubIntersectionObserver } from './support/stub-intersection-observer';

/** A matchMedia whose phone query answers `phone`. */
function stubScreen(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === HERO_PHONE_MEDIA && phone, media: query }) as MediaQueryList);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function player(): HTMLVideoElement {
  const video = document.querySelector('video');
  if (!video) throw new Error('the film has no player');
  return video;
}

describe('the about page’s film', () => {
  it.each([
    ['a phone', true, HERO_POSTER_SMALL],
    ['a wide screen', false, HERO_POSTER_LARGE],
  ])('names no poster until it nears the screen, then the one %s needs', (_screen, phone, poster) => {
    stubScreen(phone);
    const intersection = stubIntersectionObserver();
    render(<AboutFilm />);
    expect(player().hasAttribute('poster')).toBe(false);
    expect(intersection.margins()).toEqual(['600px 0px']);

    intersection.comeNear();
    expect(player().getAttribute('poster')).toBe(poster);
  });
});
