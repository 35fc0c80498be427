import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminProductDetail } from '@shop/shared/contract/admin-products';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';

/**
 * The buy-and-sell bonus rows that can apply to this product (its maker and type device, or any)
 * and the type device's cap. They are shared by many products, so they are edited in the bonus admin.
 */
export function BonusesTab({ product }: { product: AdminProductDetail }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const { type_device_cap: cap, rows } = product.bonuses;
  return (
    <div>
      <p>
        {cap === null ? (
          <Trans>Typ zařízení {product.type_device.name} bonus za výkup nemá.</Trans>
        ) : (
          <Trans>
            Typ zařízení {product.type_device.name}: bonus až {cap} % (strop pro všechna pravidla).
          </Trans>
        )}
      </p>
      {rows.length === 0 ? (
        <p>
          <Trans>Na tento produkt se nevztahuje žádné pravidlo bonusu.</Trans>
        </p>
      ) : (
        <table>
          <caption>
            <Trans>Pravidla bonusu za výkup pro tento produkt</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Stav výkupu`}</th>
              <th scope="col">{t`Výrobce`}</th>
              <th scope="col">{t`Typ zařízení`}</th>
              <th scope="col">{t`Bonus v %`}</th>
              <th scope="col">{t`Platnost`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.quality}</td>
                <td>{row.manufacturer_name ?? t`Všichni`}</td>
                <td>{row.type_device_name ?? t`Všechny`}</td>
                <td>{row.percent} %</td>
                <td>{row.valid_from || row.valid_to ? `${row.valid_from ?? '…'} – ${row.valid_to ?? '…'}` : t`Stále`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={pagePath(market, 'adminBonuses')}>
          <Trans>Upravit bonusy za výkup</Trans>
        </a>
      </p>
    </div>
  );
}
