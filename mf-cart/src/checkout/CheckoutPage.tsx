import { useState } from 'react';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { cartCount } from '@shop/shared/contract/cart-count';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { formErrorOf, fieldErrorsOf } from '@shop/shared/query/form-error';
import { queryFor } from '@shop/shared/query/route-query';
import { showAddress } from '@shop/shared/routing/address-history';
import { pagePath } from '@shop/shared/routing/page-paths';
import { ShopLink } from '@shop/shared/routing/ShopLink';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { cartCountAnswered } from '../store/cart-writes';
import { useCheckout, useCheckoutStore } from '../store/checkout-context';
import { ConsentsSection } from './ConsentsSection';
import { currentProblem, type CheckoutProblem } from './current-problem';
import { DeliverySection } from './DeliverySection';
import { DetailsSection } from './DetailsSection';
import { PaymentSection } from './PaymentSection';
import { checkoutCartQuery, useSubmitOrder } from './queries';
import { submitBodyOf } from './submit-body';
import { SummarySection } from './SummarySection';
import { checkoutErrors } from './validate-draft';
import { payWithWallet } from '@shop/shared/payments/pay-with-wallet';

/** Shown with the generic failure (checklist C-X1: "retry and call hotline"). */
export const HOTLINE = { CZ: '+420 225 555 100', RO: '+40 21 555 0100' } as const;

/**
 * The checkout on one page (`/pokladna/`, RO `/finalizare-comanda/`): delivery, payment, details,
 * consents and summary. Everything typed lives in the checkout store (sessionStorage), so errors,
 * reloads, Back and a failed payment keep it; one token makes every retry the same order.
 */
export function CheckoutPage() {
  const checkout = useCheckoutStore();
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const cart = useQuery(checkoutCartQuery(api));
  const submit = useSubmitOrder();
  const draft = useCheckout((state) => state.draft);
  const [lastProblem, setProblem] = useState<CheckoutProblem | null>(null);
  const problem = currentProblem(lastProblem, draft, market, i18n);

  if (cart.isPending) return <Spinner label={t`Načítání košíku…`} />;
  if (cart.isError) {
    return (
      <LoadFailed onRetry={() => void cart.refetch()}>
        <Trans>Košík se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  if (cart.data.packages.length === 0 && !submit.isSuccess) {
    return (
      <Page data-testid="checkout-empty">
        <h1>
          <Trans>Objednávka</Trans>
        </h1>
        <p>
          <Trans>Košík je prázdný, není co objednat.</Trans>
        </p>
        <ShopLink to={pagePath(market, 'home')}>
          <Trans>Pokračovat v nákupu</Trans>
        </ShopLink>
      </Page>
    );
  }
  const products = cart.data.packages.flatMap((pack) => pack.items.map((item) => ({ ...item.product, quantity: item.quantity })));
  const fieldErrors = problem?.kind === 'fields' ? problem.fieldErrors : problem?.kind === 'server' ? fieldErrorsOf(problem.error) : null;

  const placeOrder = () => {
    const invalid = checkoutErrors(draft, market, i18n);
    if (invalid) {
      setProblem({ kind: 'fields', fieldErrors: invalid, draft });
      return;
    }
    setProblem(null);
    submit.mutate(
      { body: submitBodyOf(draft) },
      {
        onSuccess: async ({ data }) => {
          checkout.getState().orderPlaced();
          const { count } = await queryClient.fetchQuery(queryFor(api, cartCount, {}));
          cartCountAnswered(queryClient, count);
          // A card payment goes on to the gateway's own page, which returns to the thank-you page.
          if (data.payment_url) {
            window.location.assign(data.payment_url);
            return;
          }
          // A wallet pays in the browser's sheet at once; if it cannot open (or is closed), the
          // thank-you page offers the same wallet buttons for the same order.
          if (draft.type_payment === 'google_pay' || draft.type_payment === 'apple_pay') {
            await payWithWallet(api, { orderNumber: data.order_number, access: data.access }, draft.type_payment, t`Objednávka ${data.order_number}`).catch(() => null);
          }
          showAddress(data.thank_you_url);
        },
        onError: (error) => setProblem({ kind: 'server', error: formErrorOf(error), draft }),
      },
    );
  };

  const serverError = problem?.kind === 'server' ? problem.error : null;

  return (
    <Page>
      <h1>
        <Trans>Objednávka</Trans>
      </h1>
      <DeliverySection products={products} fieldErrors={fieldErrors} />
      <PaymentSection products={products} fieldErrors={fieldErrors} />
      <DetailsSection fieldErrors={fieldErrors} />
      <ConsentsSection products={products} fieldErrors={fieldErrors} />
      <SummarySection />
      <div aria-live="polite">
        {problem?.kind === 'fields' && (
          <Alert kind="error">
            <Trans>Zkontrolujte prosím označené údaje.</Trans>
          </Alert>
        )}
        {serverError?.kind === 'invalid' && (
          <Alert kind="error">
            {(fieldErrors?.non_field_errors as string[] | undefined)?.[0] ?? <Trans>Zkontrolujte prosím označené údaje.</Trans>}
          </Alert>
        )}
        {serverError?.kind === 'conflict' && (
          <Alert kind="error">{serverError.message ?? <Trans>Objednávka s tímto označením už byla odeslána s jinými údaji. Obnovte prosím stránku.</Trans>}</Alert>
        )}
        {serverError?.kind === 'failed' && (
          <Alert kind="error" title={t`Objednávku se nepodařilo odeslat`}>
            {serverError.message ?? <Trans>Při zpracování došlo k chybě. Zkuste to prosím znovu, nebo nám zavolejte na {HOTLINE[market]}.</Trans>}
          </Alert>
        )}
      </div>
      <Submit>
        <Button type="button" onClick={placeOrder} busy={submit.isPending || submit.isSuccess} data-testid="submit-order">
          <Trans>Objednat s povinností platby</Trans>
        </Button>
      </Submit>
    </Page>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure.wide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
