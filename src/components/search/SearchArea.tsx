import '../../styles/search.css';
import { useEffect } from 'react';
import { withI18n, type IslandProps } from '../../i18n/react.tsx';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import { initConfig } from '../../stores/config.ts';
import { $search, startSearchPage } from '../../stores/search.ts';
import { loadStoredBasket } from '../../stores/basket.ts';
import { logoHref } from '../../lib/frame/frame.ts';
import { AmenityFilter } from './AmenityFilter.tsx';
import { PromoCode } from './PromoCode.tsx';
import { SearchBar } from './SearchBar.tsx';

export interface SearchAreaProps extends IslandProps {
  lang: Locale;
  engine: {
    slug: string;
    isGroup: boolean;
    timeZone: string;
    currency: string;
    activeCurrencies: string[];
    numberFormat: NumberFormat;
    members: { id: number; name: string; city: string | null }[];
  };
}

/** The hero's search island (01 §2.3–2.6): search bar, promo-code widget, amenity filter. */
function SearchArea({ lang, engine }: SearchAreaProps) {
  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    void loadStoredBasket();
    startSearchPage({ slug: engine.slug, isGroup: engine.isGroup, timeZone: engine.timeZone });
    // The header logo carries the searched unit type and property (01 §2.2) unless it leads elsewhere.
    const logo = document.querySelector<HTMLAnchorElement>('a[data-logo-link]');
    if (!logo?.getAttribute('href')?.startsWith('/?language=')) return;
    return $search.subscribe((search) => {
      logo.setAttribute('href', logoHref({ logoRedirectsTo: null }, lang, { unitTypeId: search.unitTypeId, bookingEngineId: search.bookingEngineId }) ?? '/');
    });
  }, []);
  return (
    <div className="search-area">
      <SearchBar lang={lang} isGroup={engine.isGroup} members={engine.members} timeZone={engine.timeZone} />
      <div className="search-extras">
        <PromoCode />
        <AmenityFilter />
      </div>
    </div>
  );
}

export default withI18n(SearchArea);
