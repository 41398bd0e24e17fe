import { type ImgHTMLAttributes, useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../../../common/store/store';
import { failedBeforeHydration } from '../../components/media/failed-before-hydration';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'alt' | 'src'> & {
  readonly src: string | undefined;
  readonly alt: string;
};

/** A product picture that shows the default hat when its own address is missing or does not load. */
export function ProductImage({ src, alt, ...rest }: ProductImageProps) {
  // Remembers which address broke, so a new address gets its own chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const shown = src && src !== brokenSrc ? src : DEFAULT_PRODUCT_IMAGE;
  const broke = () => src && setBrokenSrc(src);
  return <img {...rest} ref={failedBeforeHydration(broke)} src={shown} alt={alt} onError={broke} decoding="async" />;
}
