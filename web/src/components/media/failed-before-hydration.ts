// A picture in a page rendered with its content starts loading before React takes the page over,
// and if it fails then, its error event has come and gone before React's onError was attached: the
// fallback would never show. This ref reports such a picture once React has the element.

/** A ref for an <img> that calls `onFailed` when the picture had already failed to load. */
export function failedBeforeHydration(onFailed: () => void): (image: HTMLImageElement | null) => void {
  return (image) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== '') onFailed();
  };
}
