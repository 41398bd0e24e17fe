import { useState } from 'react';
import { formatPrice } from '../../../../common/price';
import {
  cardPrice,
  type Product,
  productInStock,
  productPagePath,
  STORES_PATH,
  type Store,
  storeProductsUrl,
} from '../../../../common/store';
import { useApi } from '../../components/data/use-api';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { parseProducts } from '../../lib/api/store-api';
import { ConfirmDelete } from './confirm-delete';
import { useConfirmedDelete } from './use-confirmed-delete';
import { LoadError } from './load-error';
import { ProductForm } from './product-form';
import { emptyProductText, productText } from './product-form-values';
import { createProduct, createStore, deleteProduct, deleteStore, parseConsoleStores, updateProduct, updateStore } from './store-api';
import { StoreForm } from './store-form';
import './store-console.css';

const FRESH_NOTE = 'The public store pages show it within a minute.';

/** The stores with add, edit and delete, and the chosen store's products. */
export default function StoreConsole() {
  const { state, retry } = useApi(STORES_PATH, parseConsoleStores);
  if (state.status === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading the stores…
      </p>
    );
  }
  if (state.status === 'error') return <LoadError what="stores" message={state.message} retry={retry} />;
  return <StoresEditor loaded={state.data} />;
}

type StoreEditing = { readonly mode: 'add' } | { readonly mode: 'edit'; readonly store: Store };

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old store.
function StoresEditor({ loaded }: { readonly loaded: readonly Store[] }) {
  const [stores, setStores] = useState(loaded);
  const [chosen, setChosen] = useState<string | undefined>(loaded[0]?.id);
  const [editing, setEditing] = useState<StoreEditing>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const { confirming, setConfirming, deleting, remove: removeEntry } = useConfirmedDelete(setStatus);
  const ordered = (list: readonly Store[]) =>
    [...list].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name));

  const saved = (store: Store, verb: string) => {
    setStores((current) => ordered([...current.filter((other) => other.id !== store.id), store]));
    setEditing(undefined);
    if (verb === 'added') setChosen(store.id);
    setStatus({ state: 'success', message: `${store.name} ${verb}. ${FRESH_NOTE}` });
  };

  const remove = (store: Store) =>
    removeEntry({
      run: () => deleteStore(store.id),
      done: () => {
        setStores((current) => current.filter((other) => other.id !== store.id));
        if (chosen === store.id) setChosen(undefined);
      },
      message: `${store.name} deleted. ${FRESH_NOTE}`,
      action: 'delete the store',
    });

  const chosenStore = stores.find((store) => store.id === chosen);

  return (
    <div className="store-console">
      <div className="officers-fixtures__bar">
        <h2>Stores</h2>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            setEditing({ mode: 'add' });
            setConfirming(undefined);
            setStatus({ state: 'idle' });
          }}
          disabled={editing?.mode === 'add'}
        >
          Add Store
        </button>
      </div>
      <FormAlert status={status} />
      {editing?.mode === 'add' ? (
        <StoreForm
          mode="add"
          initial={{ name: '', sortOrder: String(stores.length === 0 ? 0 : Math.max(...stores.map((store) => store.sortOrder ?? 0)) + 1) }}
          save={createStore}
          onSaved={(store) => saved(store, 'added')}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      {stores.length === 0 ? <p>No stores available.</p> : null}
      <ul className="officers-games">
        {stores.map((store) => (
          <li key={store.id} className={`officers-game card${store.id === chosen ? ' store-console__chosen' : ''}`}>
            <div className="card__body">
              <h3 className="officers-game__title">{store.name}</h3>
              <p className="officers-game__facts">
                <span>Id {store.id}</span>
                <span>Position {store.sortOrder ?? 0}</span>
              </p>
              <div className="form-actions">
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  onClick={() => setChosen(store.id)}
                  aria-pressed={store.id === chosen}
                  aria-label={`Products of ${store.name}`}
                >
                  Products
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  onClick={() => {
                    setEditing({ mode: 'edit', store });
                    setConfirming(undefined);
                  }}
                  aria-label={`Edit ${store.name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  onClick={() => {
                    setEditing(undefined);
                    setConfirming(store.id);
                  }}
                  aria-label={`Delete ${store.name}`}
                >
                  Delete
                </button>
              </div>
              {confirming === store.id ? (
                <ConfirmDelete label={store.name} busy={deleting} onYes={() => void remove(store)} onNo={() => setConfirming(undefined)}>
                  Delete {store.name}? Only a store without products can be deleted; this cannot be undone.
                </ConfirmDelete>
              ) : null}
              {editing?.mode === 'edit' && editing.store.id === store.id ? (
                <StoreForm
                  mode="edit"
                  initial={{ name: store.name, sortOrder: String(store.sortOrder ?? 0) }}
                  save={(body) => updateStore(store.id, body)}
                  onSaved={(next) => saved(next, 'saved')}
                  onCancel={() => setEditing(undefined)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {chosenStore ? <ProductsConsole key={chosenStore.id} store={chosenStore} /> : null}
    </div>
  );
}

function ProductsConsole({ store }: { readonly store: Store }) {
  const { state, retry } = useApi(storeProductsUrl(store.id), parseProducts);
  return (
    <section className="store-console__products" aria-labelledby={`products-of-${store.id}`}>
      <h2 id={`products-of-${store.id}`}>Products of {store.name}</h2>
      {state.status === 'loading' ? (
        <p role="status">Loading the products…</p>
      ) : state.status === 'error' ? (
        <LoadError what="products" message={state.message} retry={retry} />
      ) : (
        <ProductsEditor store={store} loaded={state.data} />
      )}
    </section>
  );
}

type ProductEditing = { readonly mode: 'add' } | { readonly mode: 'edit'; readonly product: Product };

function ProductsEditor({ store, loaded }: { readonly store: Store; readonly loaded: readonly Product[] }) {
  const [products, setProducts] = useState(loaded);
  const [editing, setEditing] = useState<ProductEditing>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const { confirming, setConfirming, deleting, remove: removeEntry } = useConfirmedDelete(setStatus);

  const saved = (product: Product, verb: string) => {
    setProducts((current) => [...current.filter((other) => other.id !== product.id), product].sort((a, b) => a.id.localeCompare(b.id)));
    setEditing(undefined);
    setStatus({ state: 'success', message: `${product.name} ${verb}. ${FRESH_NOTE}` });
  };

  const remove = (product: Product) =>
    removeEntry({
      run: () => deleteProduct(store.id, product.id),
      done: () => setProducts((current) => current.filter((other) => other.id !== product.id)),
      message: `${product.name} deleted, with its uploaded pictures. ${FRESH_NOTE}`,
      action: 'delete the product',
    });

  return (
    <>
      <div className="officers-fixtures__bar">
        <p className="officers-note">
          {products.length === 1 ? '1 product' : `${products.length} products`}, by id. {FRESH_NOTE}
        </p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            setEditing({ mode: 'add' });
            setConfirming(undefined);
            setStatus({ state: 'idle' });
          }}
          disabled={editing?.mode === 'add'}
        >
          Add Product
        </button>
      </div>
      <FormAlert status={status} />
      {editing?.mode === 'add' ? (
        <ProductForm
          mode="add"
          initial={emptyProductText}
          save={(body) => createProduct(store.id, body)}
          onSaved={(product) => saved(product, 'added')}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      {products.length === 0 ? <p>No products are currently available in {store.name}.</p> : null}
      <ul className="officers-games">
        {products.map((product) => {
          const price = cardPrice(product);
          return (
            <li key={product.id} className="officers-game card">
              <div className="card__body">
                <h3 className="officers-game__title">{product.name}</h3>
                <p className="officers-game__facts">
                  <span>{price === null ? 'No price' : formatPrice(price)}</span>
                  <span>{productInStock(product) ? 'In stock' : 'Out of stock'}</span>
                  <span>{product.ProductVariants.length === 1 ? '1 variant' : `${product.ProductVariants.length} variants`}</span>
                  <a href={productPagePath(store.id, product.id)}>Public page</a>
                </p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setEditing({ mode: 'edit', product });
                      setConfirming(undefined);
                      setStatus({ state: 'idle' });
                    }}
                    aria-label={`Edit ${product.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setEditing(undefined);
                      setConfirming(product.id);
                    }}
                    aria-label={`Delete ${product.name}`}
                  >
                    Delete
                  </button>
                </div>
                {confirming === product.id ? (
                  <ConfirmDelete
                    label={product.name}
                    busy={deleting}
                    onYes={() => void remove(product)}
                    onNo={() => setConfirming(undefined)}
                  >
                    Delete {product.name}? It leaves the store with its uploaded pictures; this cannot be undone.
                  </ConfirmDelete>
                ) : null}
                {editing?.mode === 'edit' && editing.product.id === product.id ? (
                  <ProductForm
                    key={product.id}
                    mode="edit"
                    initial={productText(product)}
                    save={(body) => updateProduct(store.id, product.id, body)}
                    onSaved={(next) => saved(next, 'saved')}
                    onCancel={() => setEditing(undefined)}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
