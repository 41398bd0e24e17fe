// GET /product/{address+} → a product's page (/product/:storeId/:productId): the frame the build
// prerendered for every product, with the product's own title, description, canonical address and
// card, its first picture (lambdas/runtime/page-frame.ts). An unknown product or an address that
// names none: the frame with 404. A trailing slash is the same product, as the SPA shows it.

import { storeProductParamsSchema } from '../../common/store/store-requests';
import { galleryImages, productDescription, productPagePath } from '../../common/store/store';
import { defineHandler } from '../runtime/handler';
import { framedPage } from '../runtime/page-frame';
import { getStoreProduct, toProduct } from '../domain/store/store';
import { renderedPage } from '../domain/site/rendered-page';
import { row } from '../rows/product-page';

export const handler = defineHandler(row, async ({ params }) =>
  framedPage(
    row.frame,
    async () => {
      const [storeId, productId, ...more] = params.address.replace(/\/$/, '').split('/');
      const ids = storeProductParamsSchema.safeParse({ storeId, productId });
      if (!ids.success || more.length > 0) return undefined;
      const item = await getStoreProduct(ids.data.storeId, ids.data.productId);
      if (!item) return undefined;
      const product = toProduct(item);
      const [image] = galleryImages(product);
      return {
        path: productPagePath(product.storeId, product.id),
        heading: product.name,
        description: productDescription(product),
        ...(image ? { image } : {}),
      };
    },
    renderedPage,
  ),
);
