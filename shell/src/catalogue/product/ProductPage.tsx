import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/shared/contract/catalogue';
import { buyoutSelectionPath } from '@shop/shared/buyout/buyout-links';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { ApiError } from '@shop/shared/http/api-error';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useProductViewRef } from '../../analytics/use-product-view';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { Alert } from '@shop/shared/ui/alert';
import { Link } from '../../routing/router';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { LastVisitedStrip } from '../last-visited/LastVisitedStrip';
import { useLastVisited } from '../last-visited/use-last-visited';
import { usePageMeta } from '../page-meta/use-page-meta';
import { AvailabilityText } from '../tiles/availability-text';
import { Breadcrumbs } from '@shop/shared/ui/breadcrumbs';
import { Price } from '../tiles/Price';
import { EnergyClassArrow } from '../../energy-label/EnergyClassArrow';
import { AttributesTable } from './AttributesTable';
import { Gallery } from './Gallery';
import { RecommendedAccessories } from './RecommendedAccessories';
import { StoreAvailability } from './StoreAvailability';
import { VariantPicker } from './VariantPicker';
import { AddToCartSlot } from '../../cart/AddToCartSlot';
import { productDetailQuery } from './queries';
import { ProductLongText } from './ProductLongText';
import { useMetaDescription } from './use-meta-description';
import { ProductReviews } from './reviews/ProductReviews';

/** A product page, opened at `/produkt/<seo_name>/` (RO `/produs/...`). */
export default function ProductPage({ seoName }: { seoName: string }) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const product = useQuery(productDetailQuery(api, seoName, i18n.locale as Locale));
  const { market } = useMarket();
  // Staff's SEO title (product admin) when there is one, else the product's name.
  usePageMeta(product.data?.seo?.title || (product.data?.long_name ?? t`Produkt`), pagePath(market, 'product', [seoName]));
  useMetaDescription(product.data?.seo?.description);

  if (product.isPending) return <Spinner label={t`Načítání produktu…`} />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return (
        <Alert kind="error">
          <Trans>Tento produkt v nabídce nemáme.</Trans>
        </Alert>
      );
    }
    return (
      <LoadFailed onRetry={() => void product.refetch()}>
        <Trans>Produkt se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  return <ProductView product={product.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const viewRef = useProductViewRef<HTMLDivElement>(product, 'product_detail');
  const lastVisited = useLastVisited();
  const recordVisit = useRef(lastVisited.recordVisit);
  useEffect(() => {
    recordVisit.current = lastVisited.recordVisit;
  });
  // Once per product shown, not again whenever the list it writes to changes.
  useEffect(() => recordVisit.current(product.code), [product.code]);

  return (
    <>
      <CrumbRow>
        <Breadcrumbs
          label={t`Kategorie produktu`}
          linkAs={Link}
          items={[...product.breadcrumb.map((category) => ({ label: category.name, href: category.url_path })), { label: product.long_name, href: product.url }]}
        />
      </CrumbRow>
      <Layout ref={viewRef} data-testid="product-detail" data-code={product.code}>
        <Gallery images={product.images} name={product.long_name} />
        <div>
          <h1>{product.long_name}</h1>
          <p>{product.meta_attributes_description}</p>
          {product.quality && (
            <p data-testid="product-quality">
              <Trans>Použité zařízení, stav: třída {product.quality}</Trans>
            </p>
          )}
          <VariantPicker product={product} />
          <Price price={product.price} lowest={product.lowest_price_30_days} since={product.price_since} size="xl" />
          {product.energy_label && <EnergyClassArrow label={product.energy_label} size="lg" />}
          <p>
            <AvailabilityText availability={product.availability} />
          </p>
          {product.installment && (
            <p data-testid="installment">
              <Trans>Na splátky od {formatPrice(product.installment.monthly_payment, market)} měsíčně</Trans>
            </p>
          )}
          {product.buyout_bonus && (
            <p data-testid="buyout-bonus">
              <Link to={buyoutSelectionPath(market, { product_type: product.buyout_bonus.product_type })}>
                <Trans>Bonus až {product.buyout_bonus.percent} % za vaše staré zařízení při výkupu</Trans>
              </Link>
            </p>
          )}
          {product.gifts.length > 0 && (
            <p>
              <Trans>Dárek:</Trans> {product.gifts.map((gift) => gift.name).join(', ')}
            </p>
          )}
          {product.is_e_licence && (
            <p>
              <Trans>Elektronická licence: pošleme ji e-mailem.</Trans>
            </p>
          )}
          <FavouriteToggle code={product.code} name={product.short_name} />
          <AddToCartSlot product={product} placement="product" />
        </div>
      </Layout>
      <Sections>
        <AttributesTable attributes={product.attributes} />
        <StoreAvailability stock={product.stock} />
      </Sections>
      <ProductLongText text={product.seo?.long_text} />
      <ProductReviews masterSeoName={product.master_product.seo_name} />
      <RecommendedAccessories seoName={product.seo_name} />
      <LastVisitedStrip exceptCode={product.code} />
    </>
  );
}

const CrumbRow = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: ${({ theme }) => theme.spacing.lg} 0;
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: 1fr 1fr;
  }
`;
