import { StarRating } from '../../components/ui/star-rating';
import { formatLongDate } from '../../lib/dates';
import type { ProductReview } from './shop-data';

export function ProductReviews({ reviews }: { reviews: readonly ProductReview[] }) {
  return (
    <>
      <h3 className="visually-hidden">Reviews</h3>
      <ul className="product-reviews">
        {reviews.map((review) => (
          <li key={review.id} className="product-reviews__item">
            <p className="product-reviews__head">
              <span className="product-reviews__name">{review.name}</span>
              <time dateTime={review.date}>{formatLongDate(review.date)}</time>
            </p>
            <StarRating rating={review.rating} className="product-reviews__stars" />
            <p>{review.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
