import { StarRating } from '../../components/ui/star-rating';
import type { Testimonial } from './testimonials-data';

/** One member's words, as a slide of the carousel shows them. */
export function TestimonialQuote({ testimonial }: { readonly testimonial: Testimonial }) {
  return (
    <figure className="about-quote">
      <StarRating rating={testimonial.ratingcount} className="about-rating" />
      <blockquote className="about-quote__text">
        <p>{testimonial.desc}</p>
      </blockquote>
      <figcaption className="about-quote__person">
        <img className="about-quote__photo" src={testimonial.imgUrl} alt="" width={400} height={400} loading="lazy" decoding="async" />
        <span>
          <span className="about-quote__name">{testimonial.title}</span>
          <span className="about-quote__role">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
