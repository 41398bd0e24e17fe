// The demo store: two stores and their products, in several categories, with size and colour
// variants whose pictures are drawn here (local/demo/store-art.ts). Chosen so every state of the
// store pages has something to show: products out of stock (one colour, one size, or wholly), a
// size-colour combination that does not exist, a product without variants, one whose picture
// address is broken, and one whose only stock signal is `printfulStockStatus`.

import { mediaUrl } from '../../lambdas/domain/media/media';
import { type ProductItem, productItemSchema } from '../../lambdas/domain/store/product-item';
import { STORES_LIST, type StoreItem, storeItemSchema } from '../../lambdas/domain/store/store-item';
import type { MerchandiseColour, MerchandiseKind, MockupView } from './store-art';

export const CLUB_STORE_ID = 'blaze-club-store';
export const FOSSILS_STORE_ID = 'blaze-fossils-store';

export const demoStores: readonly StoreItem[] = [
  { list: STORES_LIST, id: CLUB_STORE_ID, name: 'Blaze Club Store', sortOrder: 0 },
  { list: STORES_LIST, id: FOSSILS_STORE_ID, name: 'Blaze Fossils Store', sortOrder: 1 },
].map((store) => storeItemSchema.parse(store));

/** A picture the dataset draws and uploads: its key below the media prefix and what to draw. */
export interface DemoPicture {
  readonly key: string;
  readonly kind: MerchandiseKind;
  readonly colour: MerchandiseColour;
  readonly view: MockupView;
}

type Stock = 'in_stock' | 'out_of_stock';

interface DemoProduct {
  readonly storeId: string;
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly kind: MerchandiseKind;
  readonly price: number;
  /** Absent for products that come in one size. */
  readonly sizes?: readonly string[];
  readonly colours: readonly MerchandiseColour[];
  /** Product pictures, in order: three or more keep the variants' pictures out of the gallery. */
  readonly pictures: readonly (readonly [MerchandiseColour, MockupView])[];
  /** A variant's price when it differs from the product's. */
  readonly variantPrice?: (size: string | null) => number;
  /** A variant's stock; in stock unless told. */
  readonly stock?: (size: string | null, colour: MerchandiseColour) => Stock;
  /** Combinations not made, so the product page shows them unavailable. */
  readonly missing?: (size: string | null, colour: MerchandiseColour) => boolean;
  readonly productStock?: Stock | null;
  /** The stock is known only from the print partner (printfulStockStatus); stockStatus is empty. */
  readonly printfulOnly?: boolean;
  /** Picture addresses pointing at nothing, so the page's fallback shows. */
  readonly brokenPictures?: boolean;
}

const BRAND = 'Chicago Blaze';
/** An address under our media prefix with no object behind it. */
export const MISSING_PICTURE_URL = mediaUrl('store/missing.webp');

const clothingSizes = ['S', 'M', 'L', 'XL'] as const;

const products: readonly DemoProduct[] = [
  {
    storeId: CLUB_STORE_ID,
    id: 'blaze-cap',
    name: 'Blaze Hat',
    description: 'The club cap: structured crown, curved peak and the flame embroidered on the front. Adjustable strap at the back.',
    category: 'Hats',
    kind: 'cap',
    price: 20,
    colours: ['Red', 'Black', 'White'],
    pictures: [['Red', 'front']],
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'flame-beanie',
    name: 'Flame Beanie',
    description: 'Warm rib-knit beanie with a pom-pom and the flame on the cuff, for cold Saturday touchlines.',
    category: 'Hats',
    kind: 'beanie',
    price: 18,
    colours: ['Red', 'Gold'],
    pictures: [['Red', 'front']],
    stock: (_size, colour) => (colour === 'Gold' ? 'out_of_stock' : 'in_stock'),
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'club-tee',
    name: 'Club T-Shirt',
    description: 'Soft cotton tee with the flame on the chest and the club colours at the collar. Cut for everyday wear.',
    category: 'Shirts',
    kind: 'tee',
    price: 25,
    sizes: clothingSizes,
    colours: ['Red', 'White', 'Black'],
    pictures: [
      ['Red', 'front'],
      ['Red', 'back'],
      ['White', 'front'],
      ['Black', 'front'],
    ],
    variantPrice: (size) => (size === 'XL' ? 27 : 25),
    stock: (size, colour) => (colour === 'White' && size === 'XL' ? 'out_of_stock' : 'in_stock'),
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'home-jersey',
    name: 'Home Jersey',
    description: 'The hooped match jersey the first fifteen wear at home: heavyweight knit, reinforced seams, rubber-buttoned collar.',
    category: 'Jerseys',
    kind: 'jersey',
    price: 65,
    sizes: [...clothingSizes, 'XXL'],
    colours: ['Red'],
    pictures: [
      ['Red', 'front'],
      ['Red', 'back'],
    ],
    variantPrice: (size) => (size === 'XXL' ? 70 : 65),
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'away-jersey',
    name: 'Away Jersey',
    description: 'The white hooped away jersey. The whole run is sold; a new batch comes with the next season.',
    category: 'Jerseys',
    kind: 'jersey',
    price: 65,
    sizes: clothingSizes,
    colours: ['White'],
    pictures: [
      ['White', 'front'],
      ['White', 'back'],
    ],
    stock: () => 'out_of_stock',
    productStock: 'out_of_stock',
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'training-hoodie',
    name: 'Training Hoodie',
    description: 'Brushed fleece hoodie with a kangaroo pocket, worn to training and to the bar after it.',
    category: 'Hoodies',
    kind: 'hoodie',
    price: 48,
    sizes: clothingSizes,
    colours: ['Black', 'Grey'],
    pictures: [['Black', 'front']],
    stock: (_size, colour) => (colour === 'Grey' ? 'out_of_stock' : 'in_stock'),
    // Grey was never made in XL.
    missing: (size, colour) => colour === 'Grey' && size === 'XL',
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'supporters-scarf',
    name: 'Supporters Scarf',
    description: 'Long knitted bar scarf in the club colours, fringed at both ends.',
    category: 'Scarves',
    kind: 'scarf',
    price: 22,
    colours: ['Red', 'Gold'],
    pictures: [['Red', 'front']],
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'clubhouse-mug',
    name: 'Clubhouse Mug',
    description: 'Glazed stoneware mug, as poured behind the clubhouse bar. Dishwasher safe.',
    category: 'Mugs',
    kind: 'mug',
    price: 14,
    colours: ['Red', 'White'],
    pictures: [],
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'match-socks',
    name: 'Match Socks',
    description: 'Cushioned rugby socks with the hooped turnover, the pair the team plays in.',
    category: 'Socks',
    kind: 'socks',
    price: 12,
    sizes: ['S', 'M', 'L'],
    colours: ['Red', 'Black'],
    pictures: [['Red', 'front']],
    stock: (size) => (size === 'S' ? 'out_of_stock' : 'in_stock'),
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'canvas-tote',
    name: 'Canvas Tote',
    description: 'A sturdy canvas tote with the flame, for boots, kit or the weekly shop.',
    category: 'Bags',
    kind: 'tote',
    price: 16,
    colours: [],
    pictures: [
      ['White', 'front'],
      ['White', 'back'],
    ],
    productStock: 'in_stock',
  },
  {
    storeId: CLUB_STORE_ID,
    id: 'vintage-crest-cap',
    name: 'Vintage Crest Cap',
    description: 'The cap made for the club’s fortieth anniversary dinner. Its picture went missing in the move to the new site.',
    category: 'Hats',
    kind: 'cap',
    price: 24,
    colours: ['Gold'],
    pictures: [['Gold', 'front']],
    brokenPictures: true,
  },
  {
    storeId: FOSSILS_STORE_ID,
    id: 'fossils-cap',
    name: 'Fossils Cap',
    description: 'The old boys’ cap, in the colours of the Fossils, the club’s over-35 side.',
    category: 'Hats',
    kind: 'cap',
    price: 20,
    colours: ['Black', 'Grey'],
    pictures: [['Black', 'front']],
  },
  {
    storeId: FOSSILS_STORE_ID,
    id: 'fossils-tee',
    name: 'Fossils T-Shirt',
    description: 'Relaxed-fit tee for the Fossils and their supporters, the flame on the chest.',
    category: 'Shirts',
    kind: 'tee',
    price: 28,
    sizes: ['M', 'L', 'XL'],
    colours: ['White', 'Black'],
    pictures: [['Black', 'front']],
    stock: (size, colour) => (colour === 'White' && size === 'M' ? 'out_of_stock' : 'in_stock'),
  },
  {
    storeId: FOSSILS_STORE_ID,
    id: 'fossils-hoodie',
    name: 'Fossils Hoodie',
    description: 'Printed to order by our print partner: the stock shown is theirs.',
    category: 'Hoodies',
    kind: 'hoodie',
    price: 52,
    sizes: ['M', 'L', 'XL'],
    colours: ['Grey'],
    pictures: [['Grey', 'front']],
    printfulOnly: true,
    productStock: null,
  },
  {
    storeId: FOSSILS_STORE_ID,
    id: 'fossils-mug',
    name: 'Fossils Mug',
    description: 'The Fossils’ own mug. Sold out until the next firing.',
    category: 'Mugs',
    kind: 'mug',
    price: 15,
    colours: ['Black'],
    pictures: [['Black', 'front']],
    stock: () => 'out_of_stock',
    productStock: 'out_of_stock',
  },
  {
    storeId: FOSSILS_STORE_ID,
    id: 'fossils-scarf',
    name: 'Fossils Scarf',
    description: 'Grey and black bar scarf for the Fossils’ touchline.',
    category: 'Scarves',
    kind: 'scarf',
    price: 22,
    colours: ['Grey', 'Black'],
    pictures: [['Grey', 'front']],
  },
];

const lower = (text: string) => text.toLowerCase();

function pictureKey(product: DemoProduct, colour: MerchandiseColour, view: MockupView): string {
  return `store/${product.id}-${lower(colour)}-${view}.webp`;
}

function pictureUrl(product: DemoProduct, colour: MerchandiseColour, view: MockupView): string {
  return product.brokenPictures ? MISSING_PICTURE_URL : mediaUrl(pictureKey(product, colour, view));
}

function productItem(product: DemoProduct): ProductItem {
  const sku = `BLZ-${product.id.toUpperCase()}`;
  const sizes: readonly (string | null)[] = product.sizes ?? [null];
  const variants = product.colours.flatMap((colour) =>
    sizes
      .filter((size) => !product.missing?.(size, colour))
      .map((size) => {
        const stock = product.stock?.(size, colour) ?? 'in_stock';
        return {
          id: [product.id, lower(colour), size && lower(size)].filter(Boolean).join('-'),
          name: [product.name, colour, size].filter(Boolean).join(' / '),
          size,
          color: colour,
          price: product.variantPrice?.(size) ?? product.price,
          sku: [sku, colour.slice(0, 3).toUpperCase(), size].filter(Boolean).join('-'),
          stockStatus: product.printfulOnly ? null : stock,
          printfulStockStatus: product.printfulOnly ? stock : null,
          ProductImages: (['front', 'back'] as const).map((view, sortOrder) => ({
            url: pictureUrl(product, colour, view),
            sortOrder,
            mockupType: view,
          })),
        };
      }),
  );
  const productImages = product.pictures.map(([colour, view], sortOrder) => ({
    url: pictureUrl(product, colour, view),
    sortOrder,
    mockupType: view,
  }));
  return productItemSchema.parse({
    storeId: product.storeId,
    productId: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    brand: BRAND,
    price: product.price,
    sku,
    stockStatus: product.productStock === undefined ? (product.printfulOnly ? null : 'in_stock') : product.productStock,
    images: productImages.slice(0, 1).map((image) => image.url),
    ProductImages: productImages,
    ProductVariants: variants,
  });
}

/** Every picture a product's item points at (none for a product whose addresses are broken). */
function picturesOf(product: DemoProduct): DemoPicture[] {
  if (product.brokenPictures) return [];
  const wanted = new Map<string, DemoPicture>();
  const add = (colour: MerchandiseColour, view: MockupView) =>
    wanted.set(pictureKey(product, colour, view), { key: pictureKey(product, colour, view), kind: product.kind, colour, view });
  for (const [colour, view] of product.pictures) add(colour, view);
  for (const colour of product.colours) for (const view of ['front', 'back'] as const) add(colour, view);
  return [...wanted.values()];
}

export interface DemoStoreProduct {
  readonly item: ProductItem;
  readonly pictures: readonly DemoPicture[];
}

export const demoStoreProducts: readonly DemoStoreProduct[] = products.map((product) => ({
  item: productItem(product),
  pictures: picturesOf(product),
}));
