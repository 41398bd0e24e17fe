import { useState } from 'react';
import { formatPrice } from '../../../../../common/store/price';
import {
  cardPrice,
  type Product,
  productInStock,
  productPagePath,
  STORES_PATH,
  type Store,
  storeProductsUrl,
} from '../../../../../common/store/store';
import { parseProducts } from '../../../lib/api/store-api';
import { ApiLoaded } from '../console/api-loaded';
import { ProductForm } from './product-form';
import { emptyProductText, productText } from './product-form-values';
import { RecordConsole, withoutRecord, withRecord } from '../console/record-console';
import { createProduct, createStore, deleteProduct, deleteStore, parseConsoleStores, updateProduct, updateStore } from './store-writes';
import { StoreForm } from './store-form';
import './store-console.css';

const FRESH_NOTE = 'The public store pages show it within a minute.';

/** The stores with add, edit and delete, and the chosen store's products. */
export default function StoreConsole() {
  return (
    <ApiLoaded url={STORES_PATH} parse={parseConsoleStores} what="stores">
      {(stores) => <StoresEditor loaded={stores} />}
    </ApiLoaded>
  );
}

const ordered = (list: readonly Store[]) =>
  [...list].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name));

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old store.
function StoresEditor({ loaded }: { readonly loaded: readonly Store[] }) {
  const [stores, setStores] = useState(loaded);
  const [chosen, setChosen] = useState<string | undefined>(loaded[0]?.id);
  const chosenStore = stores.find((store) => store.id === chosen);
  const nextPlace = stores.length === 0 ? 0 : Math.max(...stores.map((store) => store.sortOrder ?? 0)) + 1;

  return (
    <>
      <RecordConsole
        className="store-console"
        heading="Stores"
        add="Add Store"
        records={stores}
        empty="No stores available."
        itemClassName={(store) => `record-console__item card${store.id === chosen ? ' store-console__chosen' : ''}`}
        title={(store) => store.name}
        facts={(store) => (
          <>
            <span>Id {store.id}</span>
            <span>Position {store.sortOrder ?? 0}</span>
          </>
        )}
        leading={(store) => (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setChosen(store.id)}
            aria-pressed={store.id === chosen}
            aria-label={`Products of ${store.name}`}
          >
            Products
          </button>
        )}
        modes={[{ mode: 'edit', label: 'Edit' }]}
        form={(editing, done) =>
          'record' in editing ? (
            <StoreForm
              mode="edit"
              initial={{ name: editing.record.name, sortOrder: String(editing.record.sortOrder ?? 0) }}
              save={(body) => updateStore(editing.record.id, body)}
              {...done}
            />
          ) : (
            <StoreForm mode="add" initial={{ name: '', sortOrder: String(nextPlace) }} save={createStore} {...done} />
          )
        }
        onSaved={(store, added) => {
          setStores((current) => ordered(withRecord(current, store)));
          if (added) setChosen(store.id);
        }}
        savedMessage={(store, verb) => `${store.name} ${verb}. ${FRESH_NOTE}`}
        remove={{
          run: (store) => deleteStore(store.id),
          done: (store) => {
            setStores((current) => withoutRecord(current, store));
            if (chosen === store.id) setChosen(undefined);
          },
          message: (store) => `${store.name} deleted. ${FRESH_NOTE}`,
          action: 'delete the store',
          question: (_store, title) => `Delete ${title}? Only a store without products can be deleted; this cannot be undone.`,
        }}
      />
      {chosenStore ? <ProductsConsole key={chosenStore.id} store={chosenStore} /> : null}
    </>
  );
}

function ProductsConsole({ store }: { readonly store: Store }) {
  return (
    <section className="store-console__products" aria-labelledby={`products-of-${store.id}`}>
      <h2 id={`products-of-${store.id}`}>Products of {store.name}</h2>
      <ApiLoaded url={storeProductsUrl(store.id)} parse={parseProducts} what="products">
        {(products) => <ProductsEditor store={store} loaded={products} />}
      </ApiLoaded>
    </section>
  );
}

function ProductsEditor({ store, loaded }: { readonly store: Store; readonly loaded: readonly Product[] }) {
  const [products, setProducts] = useState(loaded);
  return (
    <RecordConsole
      className="products-console"
      add="Add Product"
      note={`${products.length === 1 ? '1 product' : `${products.length} products`}, by id. ${FRESH_NOTE}`}
      records={products}
      empty={`No products are currently available in ${store.name}.`}
      title={(product) => product.name}
      facts={(product) => {
        const price = cardPrice(product);
        return (
          <>
            <span>{price === null ? 'No price' : formatPrice(price)}</span>
            <span>{productInStock(product) ? 'In stock' : 'Out of stock'}</span>
            <span>{product.ProductVariants.length === 1 ? '1 variant' : `${product.ProductVariants.length} variants`}</span>
            <a href={productPagePath(store.id, product.id)}>Public page</a>
          </>
        );
      }}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      form={(editing, done) =>
        'record' in editing ? (
          <ProductForm
            mode="edit"
            initial={productText(editing.record)}
            save={(body) => updateProduct(store.id, editing.record.id, body)}
            {...done}
          />
        ) : (
          <ProductForm mode="add" initial={emptyProductText} save={(body) => createProduct(store.id, body)} {...done} />
        )
      }
      onSaved={(product) => setProducts((current) => withRecord(current, product).sort((a, b) => a.id.localeCompare(b.id)))}
      savedMessage={(product, verb) => `${product.name} ${verb}. ${FRESH_NOTE}`}
      remove={{
        run: (product) => deleteProduct(store.id, product.id),
        done: (product) => setProducts((current) => withoutRecord(current, product)),
        message: (product) => `${product.name} deleted, with its uploaded pictures. ${FRESH_NOTE}`,
        action: 'delete the product',
        question: (_product, title) => `Delete ${title}? It leaves the store with its uploaded pictures; this cannot be undone.`,
      }}
    />
  );
}
