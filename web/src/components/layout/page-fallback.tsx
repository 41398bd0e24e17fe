/** Holds the page's place while its content suspends, so the footer does not jump up and back. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status">
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
