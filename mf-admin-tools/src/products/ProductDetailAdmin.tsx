import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { Tabs } from '@shop/shared/ui/tabs';
import { AttributesTab } from './AttributesTab';
import { BonusesTab } from './BonusesTab';
import { ImagesTab } from './ImagesTab';
import { useProductDetail } from './product-queries';
import { SeoTab } from './SeoTab';
import { StockTab } from './StockTab';

/** The tab staff last worked in is opened again for the next product (spec: "the tab widget remembers the last active tab"). */
export const PRODUCT_TAB_MEMORY_KEY = 'admin-product-detail-tab';

/** AT-A2: one product's five admin areas. */
export function ProductDetailAdmin({ id, onBack, onOpenMaster }: { id: number; onBack: () => void; onOpenMaster: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const product = useProductDetail(id, i18n.locale as Locale);
  // A reload after a 409 remounts the tabs, so their drafts start from the fresh product.
  const [loads, setLoads] = useState(0);

  if (product.isPending) return <Spinner label={t`Načítání produktu…`} />;
  if (product.isError) {
    return (
      <LoadFailed onRetry={() => void product.refetch()}>
        <Trans>Produkt se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  const data = product.data;
  const reload = async () => {
    await product.refetch();
    setLoads((count) => count + 1);
  };
  return (
    <section data-testid="product-admin-detail" aria-labelledby="product-admin-title">
      <p>
        <Button variant="link" onClick={onBack}>
          <Trans>Zpět na seznam produktů</Trans>
        </Button>
      </p>
      <h2 id="product-admin-title">{data.name}</h2>
      <p>
        <Trans>
          Kód {data.code}, {data.manufacturer.name}, {data.type_device.name}, {formatPrice(data.price, market)}
        </Trans>
        {' · '}
        <Button variant="link" onClick={() => onOpenMaster(data.master_product.id)}>
          <Trans>Master produkt: {data.master_product.name}</Trans>
        </Button>
        {' · '}
        <a href={pagePath(market, 'product', [data.seo_name])} target="_blank" rel="noreferrer">
          <Trans>Zobrazit v obchodě</Trans>
        </a>
        {' · '}
        <Button variant="link" onClick={() => void reload()}>
          <Trans>Načíst znovu</Trans>
        </Button>
      </p>
      <Tabs
        key={loads}
        label={t`Části produktu`}
        rememberKey={PRODUCT_TAB_MEMORY_KEY}
        tabs={[
          { id: 'images', label: t`Obrázky`, content: <ImagesTab product={data} /> },
          { id: 'attributes', label: t`Parametry`, content: <AttributesTab product={data} /> },
          { id: 'bonuses', label: t`Bonusy`, content: <BonusesTab product={data} /> },
          { id: 'stock', label: t`Sklad a prodejny`, content: <StockTab product={data} /> },
          { id: 'seo', label: t`SEO texty`, content: <SeoTab product={data} /> },
        ]}
      />
    </section>
  );
}
