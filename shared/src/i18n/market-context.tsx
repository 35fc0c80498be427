import { createContext, useContext, type ReactNode } from 'react';
import type { Market } from '../contract/common';
import { MARKETS, type MarketConfig } from './market';

const MarketContext = createContext<MarketConfig | null>(null);

export function MarketProvider({ market, children }: { market: Market; children: ReactNode }) {
  return <MarketContext.Provider value={MARKETS[market]}>{children}</MarketContext.Provider>;
}

/** The market the widget was mounted for (currency, phone prefix, Romanian flag). */
export function useMarket(): MarketConfig {
  const config = useContext(MarketContext);
  if (!config) throw new Error('useMarket needs a <MarketProvider> (WidgetProviders adds one)');
  return config;
}
