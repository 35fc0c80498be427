import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { BuyoutDetail, Regrade } from '@shop/shared/contract/buyout-detail';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { statusLabel } from './status-labels';

/** Where the buyout stands, oldest step first, the current one marked. */
export function StatusTimeline({ history }: { history: BuyoutDetail['status_history'] }) {
  const { i18n } = useLingui();
  const { market } = useMarket();
  return (
    <section>
      <h2>
        <Trans>Průběh výkupu</Trans>
      </h2>
      <Steps>
        {history.map((entry, index) => (
          <li key={`${entry.status}-${entry.changed_at}`} aria-current={index === history.length - 1 ? 'step' : undefined}>
            <strong>{statusLabel(i18n, entry.status)}</strong> <time dateTime={entry.changed_at}>{formatDate(entry.changed_at)}</time>
            {entry.price !== null && <> · {formatPrice(entry.price, market)}</>}
            {entry.regrade && entry.regrade.to_quality !== entry.regrade.from_quality && (
              <>
                {' · '}
                <RegradeNote regrade={entry.regrade} />
              </>
            )}
          </li>
        ))}
      </Steps>
    </section>
  );
}

/** Staff found another grade at inspection than the answers gave: the reason for the new price that follows. */
function RegradeNote({ regrade }: { regrade: Regrade }) {
  const { from_quality: from, to_quality: to } = regrade;
  return (
    <span data-testid="buyout-regrade">
      <Trans>
        přeřazeno ze stupně {from} na {to}
      </Trans>
    </span>
  );
}

const Steps = styled.ol`
  padding-inline-start: ${({ theme }) => theme.spacing.lg};
  li {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
