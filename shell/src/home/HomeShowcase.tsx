import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { HomeCategories } from './HomeCategories';
import { HomeTeasers } from './HomeTeasers';
import { HomeRail } from './HomeRail';
import { homeQuery } from './queries';

/**
 * What the home page sells: the categories, today's offers, the buyout and service teasers with a real price, best
 * sellers and used devices by grade. Its own chunk (with the tiles it shows): the server renders it into the page's
 * HTML, and the browser hydrates it when the chunk arrives, so the first screen's script stays small. Without the
 * answer (loading or failed) the teasers still show without their example.
 */
export default function HomeShowcase() {
  const { t, i18n } = useLingui();
  const home = useQuery(homeQuery(useApiClient(), i18n.locale as Locale));
  const data = home.data;
  return (
    <>
      {data && <HomeCategories categories={data.categories} />}
      {data && <HomeRail title={t`Dnešní nabídky`} products={data.offers} placement="home_offers" testId="home-offers" />}
      <HomeTeasers buyout_example={data?.buyout_example ?? null} service_example={data?.service_example ?? null} />
      {data && <HomeRail title={t`Nejprodávanější`} products={data.best_sellers} placement="home_best_sellers" testId="home-best-sellers" />}
      {data && <HomeRail title={t`Použitá zařízení s prověřeným stavem`} products={data.used} placement="home_used" testId="home-used" />}
    </>
  );
}
