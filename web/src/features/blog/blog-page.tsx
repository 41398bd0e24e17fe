import { PageBanner } from '../../components/layout/page-banner';
import { blogLayouts } from './blog-data';
import { BlogPostCard } from './blog-post-card';
import './blog.css';

export default function BlogPage() {
  return (
    <>
      <PageBanner title="BLOG" crumb="Blog" />
      <div className="section">
        <div className="container blog-list">
          <BlogPostCard post={blogLayouts.wide} layout="wide" />
          <div className="grid grid--2">
            {blogLayouts.halves.map((post) => (
              <BlogPostCard key={post.id} post={post} layout="half" />
            ))}
          </div>
          <div className="grid grid--3">
            {blogLayouts.thirds.map((post) => (
              <BlogPostCard key={post.id} post={post} layout="third" />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
