import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine } from '@shop/shared/contract/cart';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { LowestPriceNote } from '@shop/shared/ui/lowest-price-note';
import { Select } from '@shop/shared/ui/select';
import { BuyoutBonusPicker } from './BuyoutBonusPicker';
import { LineAddons, type AddonChange } from './LineAddons';
import { LineInstallments } from './LineInstallments';
import { quantityChoices } from './quantity-choices';
import { useRemoveBuyoutBonus, useRemoveLine, useUpdateLine } from './queries';

/** One line of a package: product, quantity, price, remove, and a device's add-ons, installments and buyout bonus. */
export function CartLineRow({ line, priceChanged }: { line: CartLine; priceChanged: boolean }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const update = useUpdateLine(i18n.locale as Locale);
  const remove = useRemoveLine();
  const removeBonus = useRemoveBuyoutBonus();
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(firstErrorMessage(error) ?? t`Změnu se nepodařilo uložit. Zkuste to prosím znovu.`);
  const change = (body: { quantity: number } | AddonChange) => {
    setProblem(null);
    update.mutate({ params: { id: line.id }, body }, { onError: fail });
  };
  const busy = update.isPending || remove.isPending || removeBonus.isPending;

  return (
    <Row data-testid="cart-line" data-seo-name={line.productSeoName} aria-busy={busy}>
      <Head>
        <img src={line.product.picture} alt="" width={64} height={64} />
        <Name>
          {line.product.long_name}
          <LowestPriceNote price={line.product.price} lowest={line.product.lowest_price_30_days} />
          {priceChanged && (
            <Changed role="status">
              <Trans>Cena se od přidání do košíku změnila.</Trans>
            </Changed>
          )}
        </Name>
        <label>
          <Trans>Počet kusů</Trans>{' '}
          <QuantitySelect
            value={String(line.quantity)}
            disabled={busy}
            onChange={(event) => change({ quantity: Number(event.target.value) })}
            data-testid="line-quantity"
            options={quantityChoices(line.quantity, line.available_quantity).map((count) => ({ value: String(count), label: String(count) }))}
          />
        </label>
        <Price data-testid="line-price">{formatPrice(line.line_price, market)}</Price>
        <Button
          type="button"
          variant="link"
          disabled={busy}
          onClick={() => remove.mutate({ params: { id: line.id } }, { onError: fail })}
          aria-label={t`Odebrat z košíku: ${line.product.short_name}`}
          data-testid="remove-line"
        >
          <Trans>Odebrat</Trans>
        </Button>
      </Head>
      <LineAddons line={line} busy={busy} onChange={change} />
      {line.buyout_bonus && (
        <p data-testid="buyout-bonus">
          <Trans>
            Výkupní bonus za {line.buyout_bonus.device}: {line.buyout_bonus.percent} % (−{formatPrice(line.buyout_bonus.amount, market)})
          </Trans>{' '}
          <Button type="button" variant="link" disabled={busy} onClick={() => removeBonus.mutate({ params: { id: line.id } }, { onError: fail })}>
            <Trans>Zrušit bonus</Trans>
          </Button>
        </p>
      )}
      {!line.buyout_bonus && line.product.is_device && <BuyoutBonusPicker line={line} busy={busy} />}
      <LineInstallments line={line} />
      {problem && <p role="alert">{problem}</p>}
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
`;

const Name = styled.div`
  flex: 1 1 ${({ theme }) => theme.sizes.column.md};
  display: flex;
  flex-direction: column;
  font-weight: 600;
`;

const Changed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.span`
  min-width: ${({ theme }) => theme.sizes.column.xs};
  text-align: end;
  font-weight: 700;
`;

// The kit's select fills its field's width; a count needs only its digits and the chevron.
const QuantitySelect = styled(Select)`
  width: auto;
`;
