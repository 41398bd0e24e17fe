import { authorBox, clubSocialLinks } from './blog-single-data';
import { SocialIcon } from './social-icon';

export function AuthorBox() {
  return (
    <section className="blog-author" aria-labelledby="blog-author-name">
      <img className="blog-author__photo" src={authorBox.imgUrl} alt="" width={400} height={400} loading="lazy" decoding="async" />
      <div>
        <h2 id="blog-author-name" className="blog-author__name">
          <span className="visually-hidden">About the author: </span>
          {authorBox.name}
        </h2>
        <p className="blog-author__role">{authorBox.role}</p>
        <p>{authorBox.bio}</p>
        <ul className="blog-author__social" aria-label="Follow the club">
          {clubSocialLinks.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="blog-author__social-link">
                <SocialIcon network={link.network} />
                <span className="visually-hidden">Blaze Rugby Club on {link.label} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
