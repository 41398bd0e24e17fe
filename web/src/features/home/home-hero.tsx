import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '../../lib/router';
import {
  HERO_PHONE_MEDIA,
  HERO_POSTER_LARGE,
  HERO_POSTER_SMALL,
  HERO_VIDEO_MP4,
  HERO_VIDEO_WEBM,
} from '../../../../common/pages/hero-media';
import { CLUB } from '../../../../common/club/club';
import { useMediaQuery } from '../../hooks/use-media-query';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { useSaveData } from './use-save-data';

type VideoChoice = 'play' | 'pause' | null;

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The home page's opening: the poster paints first (it is the page's largest paint), the muted
 * loop fades in over it once frames arrive. Visitors who ask for reduced motion get the still
 * poster, and so do phones and data savers until they press Play: there the loop would cost
 * more data than the whole page, and its first frame, larger than the poster and only after the
 * SPA has started, would become the page's largest paint. Everyone gets a Pause/Play button
 * (WCAG 2.2.2).
 */
export function HomeHero() {
  const reducedMotion = usePrefersReducedMotion();
  const phone = useMediaQuery(HERO_PHONE_MEDIA);
  const saveData = useSaveData();
  const stillUnlessAsked = reducedMotion || phone || saveData;
  // Hydration renders with the server's answers (no phone, no data saver): wait for the real ones
  // before starting the loop, or a phone would start fetching it for the render that follows.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const [choice, setChoice] = useState<VideoChoice>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [showing, setShowing] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playing = choice === null ? !stillUnlessAsked : choice === 'play';

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only after the element exists; autoplay rules need it now.
    video.muted = true;
    if (!playing || !hydrated) {
      video.pause();
      return;
    }
    video.play().catch((error: unknown) => {
      const name = error instanceof DOMException ? error.name : '';
      if (name === 'AbortError') return; // paused again before playback started
      if (name === 'NotAllowedError')
        setChoice('pause'); // the browser blocks autoplay
      else setUnavailable(true); // no playable source: keep the poster, drop the button
    });
  }, [playing, hydrated]);

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__media" aria-hidden="true">
        <picture>
          <source media={HERO_PHONE_MEDIA} srcSet={HERO_POSTER_SMALL} type="image/webp" width="640" height="360" />
          <img className="home-hero__poster" src={HERO_POSTER_LARGE} width="1280" height="720" alt="" fetchPriority="high" />
        </picture>
        {!unavailable && (
          <video
            ref={videoRef}
            className={showing ? 'home-hero__video home-hero__video--showing' : 'home-hero__video'}
            muted
            loop
            playsInline
            preload="none"
            tabIndex={-1}
            onPlaying={() => setShowing(true)}
          >
            <source src={HERO_VIDEO_WEBM} type="video/webm" />
            {/* Failing <source>s do not reject play(); an error on the last one means none will play. */}
            <source src={HERO_VIDEO_MP4} type="video/mp4" onError={() => setUnavailable(true)} />
          </video>
        )}
        <div className="home-hero__overlay" />
      </div>

      <div className="container home-hero__content">
        <h1 id="home-hero-title" className="home-hero__title">
          <span className="home-hero__kicker">{CLUB.tagline}</span>
          <span className="home-hero__name">Blaze Rugby</span>
        </h1>
        <p className="home-hero__club">{CLUB.fullName}</p>
        <p className="home-hero__lede">
          Forty-plus seasons of hard tackles, honest rucks and third halves that run late. Pitches, clubhouse and banquet hall in Lemont,
          Illinois.
        </p>
        <div className="home-hero__actions">
          <Link to="/who-we-are" className="btn btn--primary btn--large">
            Our Story
          </Link>
          <Link to="/team" className="btn btn--outline-light btn--large">
            Join the Club
          </Link>
        </div>
      </div>

      {!unavailable && (
        <button type="button" className="home-hero__toggle" onClick={() => setChoice(playing ? 'pause' : 'play')}>
          <span className={playing ? 'home-hero__toggle-icon' : 'home-hero__toggle-icon home-hero__toggle-icon--play'} aria-hidden="true" />
          {playing ? 'Pause video' : 'Play video'}
        </button>
      )}
    </section>
  );
}
