// The live club store (/store): stores, then the chosen store's products with search, category and
// view. Store, search and category live in the address, so a filtered view can be shared, reloaded
// and reached again with Back.

import { useId, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { type Product, STORES_PATH, type Store, storeProductsUrl } from '../../../../common/store/store';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { GridIcon, ListIcon } from '../../components/ui/view-icons';
import { ProductCard } from './product-card';
import { parseProducts, parseStores, storeFailureMessage } from '../../lib/api/store-api';
import { filterProducts, productCategories } from './product-filters';
import { SelectField, TextField } from '../../components/forms/field';
import './store.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

type View = 'grid' | 'list';

/** The address's filter parameters. */
const STORE_PARAM = 'store';
const SEARCH_PARAM = 'q';
const CATEGORY_PARAM = 'category';

function useStoreParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace },
    );
  return {
    storeId: params.get(STORE_PARAM) ?? '',
    search: params.get(SEARCH_PARAM) ?? '',
    category: params.get(CATEGORY_PARAM) ?? '',
    update,
  };
}

function Products({ store, stores }: { readonly store: Store; readonly stores: readonly Store[] }) {
  const { search, category, update } = useStoreParams();
  const [view, setView] = useState<View>('grid');
  const { state, retry } = useApi(storeProductsUrl(store.id), parseProducts);
  const ids = { store: useId(), search: useId(), category: useId() };

  const products: readonly Product[] = state.status === 'success' ? state.data : [];
  const categories = productCategories(products);
  // A category from a shared address that this store does not have still shows as chosen.
  if (category && !categories.includes(category)) categories.push(category);
  const shown = filterProducts(products, search, category);
  const filtered = search.trim() !== '' || category !== '';

  return (
    <>
      <form className="store-toolbar" role="search" aria-label="Find products" onSubmit={(event) => event.preventDefault()}>
        {stores.length > 1 ? (
          <SelectField
            id={ids.store}
            label="Store"
            className="store-toolbar__field"
            value={store.id}
            // Another store has other categories: the chosen one is dropped, the search kept.
            onChange={(event) => update({ [STORE_PARAM]: event.target.value, [CATEGORY_PARAM]: null })}
          >
            {stores.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          id={ids.search}
          label="Search"
          className="store-toolbar__field store-toolbar__field--search"
          type="search"
          placeholder="Search products"
          autoComplete="off"
          value={search}
          // Typing replaces the entry rather than adding one per letter to the history.
          onChange={(event) => update({ [SEARCH_PARAM]: event.target.value }, true)}
        />
        <SelectField
          id={ids.category}
          label="Category"
          className="store-toolbar__field"
          value={category}
          onChange={(event) => update({ [CATEGORY_PARAM]: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <div className="store-toolbar__views" role="group" aria-label="Show products as">
          <button type="button" className="store-toolbar__view" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            <GridIcon />
            <span className="visually-hidden">Grid</span>
          </button>
          <button type="button" className="store-toolbar__view" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <ListIcon />
            <span className="visually-hidden">List</span>
          </button>
        </div>
      </form>

      {state.status === 'loading' ? <LoadingState text="Loading products..." /> : null}
      {state.status === 'error' ? (
        <ErrorState title="Error Loading Store" message={<p>{storeFailureMessage(state, 'Failed to fetch products')}</p>} onRetry={retry} />
      ) : null}
      {state.status === 'success' && products.length === 0 ? (
        <EmptyState title={`No products are currently available in ${store.name}`}>
          <p>Check back soon for new club gear.</p>
        </EmptyState>
      ) : null}
      {state.status === 'success' && products.length > 0 ? (
        <>
          <p className="store-count" aria-live="polite">
            {filtered
              ? `Showing ${shown.length} of ${products.length} ${products.length === 1 ? 'product' : 'products'}`
              : `Showing ${products.length} ${products.length === 1 ? 'product' : 'products'}`}
          </p>
          {shown.length > 0 ? (
            <ul className={`store-products store-products--${view}`}>
              {shown.map((product, index) => (
                <ProductCard key={product.id} product={product} storeId={store.id} eager={index < 3} />
              ))}
            </ul>
          ) : (
            <EmptyState title="No products found">
              <p>Try adjusting your search or category filter to find what you are looking for.</p>
              <button type="button" className="btn btn--primary" onClick={() => update({ [SEARCH_PARAM]: null, [CATEGORY_PARAM]: null })}>
                Clear Filters
              </button>
            </EmptyState>
          )}
        </>
      ) : null}
    </>
  );
}

function Stores() {
  const { storeId } = useStoreParams();
  const { state, retry } = useApi(STORES_PATH, parseStores);

  if (state.status === 'loading') return <LoadingState text="Loading store..." />;
  if (state.status === 'error') {
    return (
      <ErrorState title="Error Loading Store" message={<p>{storeFailureMessage(state, 'Failed to fetch stores')}</p>} onRetry={retry} />
    );
  }
  const stores = state.data;
  // The store in the address, else (none, or one that no longer exists) the first.
  const store = stores.find((candidate) => candidate.id === storeId) ?? stores[0];
  if (!store) {
    return (
      <EmptyState title="No stores available">
        <p>The club store is closed for now. Please check back later.</p>
      </EmptyState>
    );
  }
  return <Products key={store.id} store={store} stores={stores} />;
}

export default function StorePage() {
  return (
    <>
      <PageBanner title="Blaze Store" crumb="Store" />
      <HydrateWhen on="view" as="section" className="section">
        <div className="container store">
          <Stores />
        </div>
      </HydrateWhen>
    </>
  );
}
