import { useRef } from 'react';
import {
  HERO_PHONE_MEDIA,
  HERO_POSTER_LARGE,
  HERO_POSTER_SMALL,
  HERO_VIDEO_MP4,
  HERO_VIDEO_WEBM,
} from '../../../../common/pages/hero-media';
import { useNearViewport } from '../../hooks/use-near-viewport';

/** The poster is asked for when the film is this near the screen: a phone's screen or so of scrolling ahead. */
const POSTER_ROOT_MARGIN = '600px 0px';

/**
 * The about page's film. A video's poster cannot load lazily by itself, and this one, far below the
 * fold, took a phone's slow connection from the pictures and text of its first screen; so it is
 * named only as the film nears the screen, in the size that screen needs (the home hero's query).
 * Until then the player's black frame holds its place.
 */
export function AboutFilm() {
  const player = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(player, POSTER_ROOT_MARGIN);
  const poster = near ? (window.matchMedia(HERO_PHONE_MEDIA).matches ? HERO_POSTER_SMALL : HERO_POSTER_LARGE) : undefined;
  return (
    <figure className="about-video">
      <video
        ref={player}
        className="about-video__player"
        controls
        muted
        playsInline
        preload="none"
        poster={poster}
        width={1280}
        height={720}
      >
        <source src={HERO_VIDEO_WEBM} type="video/webm" />
        <source src={HERO_VIDEO_MP4} type="video/mp4" />
      </video>
      <figcaption className="about-video__caption">A short, silent clip of our home ground in Lemont under the floodlights.</figcaption>
    </figure>
  );
}
