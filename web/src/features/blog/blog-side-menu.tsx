import { Link } from '../../lib/router';
import { rentalLinks } from '../../config/rental-links';
import { formatLongDate } from '../../lib/dates';
import { blogLayouts } from './blog-data';

const recentPosts = [blogLayouts.wide, ...blogLayouts.halves];

/** Beside the article: the clubhouse rental pages, and a few recent sample posts. */
export function BlogSideMenu() {
  return (
    <aside className="blog-side" aria-label="More from the club">
      <nav className="blog-side__block" aria-labelledby="blog-side-rental">
        <h2 id="blog-side-rental" className="blog-side__title">
          Clubhouse and Banquet Hall
        </h2>
        <ul className="blog-side__links">
          {rentalLinks.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="blog-side__block" aria-labelledby="blog-side-recent">
        <h2 id="blog-side-recent" className="blog-side__title">
          Recent Posts
        </h2>
        <ul className="blog-side__recent">
          {recentPosts.map((post) => (
            <li key={post.id}>
              <Link to="/blog-single">{post.title}</Link>
              <time dateTime={post.pubDate}>{formatLongDate(post.pubDate)}</time>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
