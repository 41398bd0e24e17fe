import { useState } from 'react';
import { Link } from '../../lib/router';
import { PageBanner } from '../../components/layout/page-banner';
import { GridIcon, ListIcon } from '../../components/ui/view-icons';
import { DemoNotice } from './demo-notice';
import { orderingNote, shopGridCount, shopResultsLabel } from './shop-data';
import { ShopProductCard } from './shop-product-card';
import './demo-shop.css';

type View = 'grid' | 'list';

const gridSlots = Array.from({ length: shopGridCount }, (_, index) => index);

export default function ShopPage() {
  const [view, setView] = useState<View>('grid');
  return (
    <>
      <PageBanner title="SHOP" crumb="Shop" />
      <div className="section">
        <div className="container shop">
          <DemoNotice title="Shop preview">
            {orderingNote} See what is in stock in the <Link to="/store">Blaze Store</Link>.
          </DemoNotice>
          <div className="shop-toolbar">
            <p className="shop-toolbar__count">{shopResultsLabel}</p>
            <div className="shop-toolbar__views" role="group" aria-label="Show products as">
              <button type="button" className="shop-toolbar__view" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
                <GridIcon />
                <span className="visually-hidden">Grid</span>
              </button>
              <button type="button" className="shop-toolbar__view" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                <ListIcon />
                <span className="visually-hidden">List</span>
              </button>
            </div>
          </div>
          <div className={`shop-products shop-products--${view}`}>
            {gridSlots.map((slot) => (
              <ShopProductCard key={slot} eager={slot < 3} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
