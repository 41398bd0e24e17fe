export interface StarRatingProps {
  rating: number;
  outOf: number;
}

/** A row of stars read out once as "Rated N out of M". */
export function StarRating({ rating, outOf }: StarRatingProps) {
  const stars = Array.from({ length: outOf }, (_, index) => index < rating);
  return (
    <p className="about-rating" role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {stars.map((filled, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={filled ? 'about-rating__star about-rating__star--filled' : 'about-rating__star'}
        >
          ★
        </span>
      ))}
    </p>
  );
}
