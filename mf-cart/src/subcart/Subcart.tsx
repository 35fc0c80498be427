import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { reportCartEvent } from '@shop/shared/analytics/cart-events';
import type { Locale } from '@shop/shared/contract/common';
import type { InsuranceOption } from '@shop/shared/contract/cart';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { ShopLink } from '@shop/shared/routing/ShopLink';
import { Button } from '@shop/shared/ui/button';
import { Checkbox } from '@shop/shared/ui/choice';
import { Modal } from '@shop/shared/ui/modal';
import { Spinner } from '@shop/shared/ui/spinner';
import type { JustAdded } from '../store/cart-store';
import { addedLineQuery, useUpdateAddedLine } from './queries';

/**
 * The subcart (checklist C-R15, decided in docs/cart.md): a dialog over the page with the product
 * just added, the add-ons it can take, and "continue shopping" / "go to cart".
 */
/** `onClose` says where the shopper goes next: on with shopping (a button, Escape, the backdrop) or to the cart. */
export function Subcart({ added, onClose }: { added: JustAdded; onClose: (next: 'shopping' | 'cart') => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const locale = i18n.locale as Locale;
  const api = useApiClient();
  const line = useQuery(addedLineQuery(api, added.packageItemId, locale));
  const update = useUpdateAddedLine(locale);
  const [problem, setProblem] = useState<string | null>(null);

  const continueShopping = () => {
    const item = line.data?.line;
    reportCartEvent('continue_shopping', market, item ? [{ ...item.product, quantity: item.quantity }] : []);
    onClose('shopping');
  };

  const toggleInsurance = (option: InsuranceOption, checked: boolean) => {
    const chosen = (line.data?.insurance_options ?? []).filter((other) => (other.id === option.id ? checked : other.selected)).map((other) => other.id);
    setProblem(null);
    update.mutate(
      { params: { id: added.packageItemId }, body: { selected_insurance_ids: chosen } },
      { onError: (error) => setProblem(firstErrorMessage(error) ?? t`Změnu se nepodařilo uložit. Zkuste to prosím znovu.`) },
    );
  };

  return (
    <Modal
      open
      onClose={continueShopping}
      title={t`Přidáno do košíku`}
      footer={
        <Actions>
          <Button type="button" variant="secondary" onClick={continueShopping} data-testid="continue-shopping">
            <Trans>Pokračovat v nákupu</Trans>
          </Button>
          <ShopLink to={pagePath(market, 'cart')} onClick={() => onClose('cart')} data-testid="go-to-cart">
            <Trans>Přejít do košíku</Trans>
          </ShopLink>
        </Actions>
      }
    >
      <Added data-testid="subcart">
        <strong>{added.product.long_name}</strong>
        <span>{formatPrice(added.product.price, market)}</span>
      </Added>
      {line.isPending && <Spinner label={t`Načítání doplňků…`} size="small" />}
      {line.isError && <p>{t`Doplňky k produktu se nepodařilo načíst.`}</p>}
      {line.data && line.data.insurance_options.length > 0 && (
        <fieldset disabled={update.isPending}>
          <legend>
            <Trans>Doplňte si pojištění</Trans>
          </legend>
          {line.data.insurance_options.map((option) => (
            <Checkbox
              key={option.id}
              checked={option.selected}
              onChange={(event) => toggleInsurance(option, event.target.checked)}
              data-testid={`subcart-insurance-${option.kind}`}
              label={`${option.name} (+${formatPrice(option.price, market)})`}
            />
          ))}
        </fieldset>
      )}
      {problem && <p role="alert">{problem}</p>}
    </Modal>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  justify-content: space-between;
`;

const Added = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
