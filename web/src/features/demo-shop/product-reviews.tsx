import type { ProductReview } from './shop-data';

const MAX_RATING = 5;

function formatReviewDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function ProductReviews({ reviews }: { reviews: readonly ProductReview[] }) {
  return (
    <>
      <h3 className="visually-hidden">Reviews</h3>
      <ul className="product-reviews">
        {reviews.map((review) => (
          <li key={review.id} className="product-reviews__item">
            <p className="product-reviews__head">
              <span className="product-reviews__name">{review.name}</span>
              <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
            </p>
            <p className="product-reviews__stars">
              <span aria-hidden="true">
                {'★'.repeat(review.rating)}
                {'☆'.repeat(MAX_RATING - review.rating)}
              </span>
              <span className="visually-hidden">
                Rated {review.rating} out of {MAX_RATING}
              </span>
            </p>
            <p>{review.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
