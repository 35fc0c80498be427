import { useId, useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { authMe } from '@shop/shared/contract/auth';
import type { CartLine } from '@shop/shared/contract/cart';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { queryFor } from '@shop/shared/query/route-query';
import { Button } from '@shop/shared/ui/button';
import { Select } from '@shop/shared/ui/select';
import { buyoutFromLink } from './buyout-link';
import { attachableBuyoutsQuery, useAddBuyoutBonus } from './queries';

/**
 * Attaching an accepted buyout to a device line as its buyout bonus (C-A25). A signed-in
 * customer picks one of their buyouts (the server matches them by the buyout's e-mail); anyone
 * can paste the buyout's link from its e-mail, which carries the token that proves it. A buyout
 * number with an e-mail is not enough: numbers run in sequence and e-mails are easy to guess.
 */
export function BuyoutBonusPicker({ line, busy }: { line: CartLine; busy: boolean }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<{ field: 'buyout' | 'link'; message: string } | null>(null);
  const me = useQuery({ ...queryFor(api, authMe, {}), enabled: open });
  const customer = me.data?.user?.role === 'customer';
  const buyouts = useQuery(attachableBuyoutsQuery(api, open && customer));
  const attach = useAddBuyoutBonus();
  const ids = { panel: useId(), choice: useId(), link: useId(), error: useId() };

  const send = (field: 'buyout' | 'link', body: { buyout: number; token?: string }) => {
    setProblem(null);
    attach.mutate(
      { params: { id: line.id }, body },
      { onError: (error) => setProblem({ field, message: firstErrorMessage(error) ?? t`Výkupní bonus se nepodařilo uplatnit. Zkuste to prosím znovu.` }) },
    );
  };
  const attachChosen = () => {
    if (chosen === '') setProblem({ field: 'buyout', message: t`Vyberte prosím výkup.` });
    else send('buyout', { buyout: Number(chosen) });
  };
  const attachLink = () => {
    const parsed = buyoutFromLink(link);
    if (!parsed) setProblem({ field: 'link', message: t`Vložte prosím celý odkaz na výkup z e-mailu, který jste od nás dostali.` });
    else send('link', parsed);
  };
  const errorFor = (field: 'buyout' | 'link') =>
    problem?.field === field ? (
      <p id={ids.error} role="alert">
        {problem.message}
      </p>
    ) : null;

  return (
    <div data-testid="buyout-bonus-picker">
      <Button type="button" variant="link" aria-expanded={open} aria-controls={ids.panel} onClick={() => setOpen(!open)}>
        <Trans>Uplatnit výkupní bonus za prodaný přístroj</Trans>
      </Button>
      {open && (
        <Panel id={ids.panel}>
          {customer && buyouts.data && buyouts.data.length > 0 && (
            <Group>
              <label htmlFor={ids.choice}>
                <Trans>Vaše výkupy</Trans>
              </label>
              <Select
                id={ids.choice}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                aria-invalid={problem?.field === 'buyout'}
                aria-describedby={problem?.field === 'buyout' ? ids.error : undefined}
                data-testid="buyout-choice"
                placeholder={t`Vyberte výkup`}
                options={buyouts.data.map((buyout) => ({
                  value: String(buyout.buyout_id),
                  label: t`Výkup č. ${buyout.buyout_id}: ${buyout.device}, ${buyout.quality}, ${formatPrice(buyout.price, market)}`,
                }))}
              />
              <Button type="button" disabled={busy} busy={attach.isPending && attach.variables?.body.token === undefined} onClick={attachChosen} data-testid="attach-buyout">
                <Trans>Uplatnit bonus</Trans>
              </Button>
              {errorFor('buyout')}
            </Group>
          )}
          {customer && buyouts.data?.length === 0 && (
            <p>
              <Trans>Pod vaším e-mailem nemáme žádný přijatý výkup, který by šel uplatnit.</Trans>
            </p>
          )}
          <Group>
            <label htmlFor={ids.link}>
              <Trans>Odkaz na výkup z e-mailu</Trans>
            </label>
            <input
              id={ids.link}
              type="url"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              aria-invalid={problem?.field === 'link'}
              aria-describedby={problem?.field === 'link' ? ids.error : undefined}
              data-testid="buyout-link"
            />
            <Button type="button" variant="secondary" disabled={busy} busy={attach.isPending && attach.variables?.body.token !== undefined} onClick={attachLink} data-testid="attach-buyout-link">
              <Trans>Uplatnit bonus z odkazu</Trans>
            </Button>
            {errorFor('link')}
          </Group>
        </Panel>
      )}
    </div>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-left: ${({ theme }) => theme.spacing.md};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  input,
  select {
    flex: 1 1 ${({ theme }) => theme.sizes.column.lg};
    min-width: 0;
  }
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;
