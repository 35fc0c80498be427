import { useState } from 'react';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { payWithWallet, type OrderAddress, type WalletOutcome } from '@shop/shared/payments/pay-with-wallet';
import { useWallets } from '@shop/shared/payments/use-wallets';
import type { Wallet } from '@shop/shared/payments/wallet-support';

const WALLET_NAMES: Record<Wallet, string> = { google_pay: 'Google Pay', apple_pay: 'Apple Pay' };

/**
 * "Pay by Google Pay / Apple Pay" for an unpaid order (O-S8, O-S9): one button per wallet this
 * browser can use, none at all when it can use neither. The sheet pays the same order; a closed
 * sheet changes nothing and the buttons stay.
 */
export function WalletPayButtons({ order, onPaid }: { order: OrderAddress; onPaid: () => void }) {
  const { t } = useLingui();
  const api = useApiClient();
  const { market } = useMarket();
  const wallets = useWallets(market);
  const [outcome, setOutcome] = useState<WalletOutcome | null>(null);
  const pay = useMutation({
    mutationFn: (wallet: Wallet) => payWithWallet(api, order, wallet, t`Objednávka ${order.orderNumber}`),
    onSuccess: (result) => {
      setOutcome(result);
      if (result.kind === 'paid') onPaid();
    },
  });
  const usable = (['google_pay', 'apple_pay'] as const).filter((wallet) => wallets.data?.[wallet] === true);
  if (usable.length === 0) return null;

  return (
    <section aria-labelledby="wallet-pay-heading" data-testid="wallet-pay">
      <h2 id="wallet-pay-heading">
        <Trans>Zaplatit mobilní peněženkou</Trans>
      </h2>
      <Buttons>
        {usable.map((wallet) => (
          <Button key={wallet} type="button" variant="secondary" busy={pay.isPending && pay.variables === wallet} disabled={pay.isPending} onClick={() => pay.mutate(wallet)} data-testid={`wallet-pay-${wallet}`}>
            {t`Zaplatit přes ${WALLET_NAMES[wallet]}`}
          </Button>
        ))}
      </Buttons>
      <div aria-live="polite">
        {outcome?.kind === 'declined' && <Alert kind="error">{outcome.message ?? t`Došlo k chybě při platbě, prosím opakujte akci.`}</Alert>}
        {pay.isError && <Alert kind="error">{firstErrorMessage(pay.error) ?? t`Platbu peněženkou se nepodařilo dokončit. Zkuste to prosím znovu, nebo zvolte jinou platbu.`}</Alert>}
      </div>
    </section>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
