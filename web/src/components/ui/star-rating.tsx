import './star-rating.css';

/** Every rating on the site is out of five stars. */
export const MAX_RATING = 5;

export interface StarRatingProps {
  readonly rating: number;
  /** Sets the size and the filled stars' colour. */
  readonly className?: string;
}

/** A row of stars read out once as "Rated N out of 5". */
export function StarRating({ rating, className }: StarRatingProps) {
  const stars = Array.from({ length: MAX_RATING }, (_, index) => index < rating);
  return (
    <p className={className ? `star-rating ${className}` : 'star-rating'} role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {stars.map((filled, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed row; a star's place is its identity
        <span key={index} aria-hidden="true" className={filled ? 'star-rating__star--filled' : 'star-rating__star'}>
          ★
        </span>
      ))}
    </p>
  );
}
