import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { FeedKind } from '@shop/shared/contract/admin-feeds';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useToast } from '@shop/shared/ui/toast';
import { TableScroll } from '@shop/shared/ui/table-scroll';
import { useFeeds, useRegenerateFeed } from './feed-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** Feed export (AT-A3, AT-T2): each product feed of the market with its public address, size and last regeneration. */
export function FeedsScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const feeds = useFeeds(locale);
  const regenerate = useRegenerateFeed();
  const toast = useToast();
  const names: Record<FeedKind, string> = { heureka: t`Heureka (XML)`, google: t`Google Merchant (RSS)` };

  const run = async (kind: FeedKind) => {
    try {
      const { data } = await regenerate.mutateAsync({ params: { kind } });
      toast.show({ kind: 'success', message: t`Feed ${names[kind]} byl přegenerován: ${data.product_count} produktů.` });
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Feed se nepodařilo přegenerovat.` });
    }
  };

  return (
    <section data-testid="feeds" aria-labelledby="feeds-title">
      <StaffTitle id="feeds-title">
        <Trans>Export feedů</Trans>
      </StaffTitle>
      <p>
        <Trans>Srovnávače si feed stahují z uvedené adresy. Přegenerování smaže uloženou kopii, takže příští stažení obsahuje aktuální ceny a sklad.</Trans>
      </p>
      {feeds.isError && (
        <LoadFailed onRetry={() => void feeds.refetch()}>
          <Trans>Feedy se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {feeds.data && (
        <TableScroll labelledBy="feeds-title">
          <table>
            <thead>
              <tr>
                <th scope="col">{t`Feed`}</th>
                <th scope="col">{t`Adresa`}</th>
                <th scope="col">{t`Produktů`}</th>
                <th scope="col">{t`Naposledy přegenerováno`}</th>
                <th scope="col">
                  <Trans>Akce</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {feeds.data.results.map((feed) => (
                <tr key={feed.kind} data-testid={`feed-${feed.kind}`}>
                  <th scope="row">{names[feed.kind]}</th>
                  <td>
                    <Url href={feed.url} target="_blank" rel="noreferrer">
                      {feed.url}
                    </Url>
                  </td>
                  <td>{feed.generated_at ? i18n.number(feed.product_count) : '–'}</td>
                  <td>{feed.generated_at ? i18n.date(feed.generated_at, { dateStyle: 'medium', timeStyle: 'short' }) : t`zatím nikdy`}</td>
                  <td>
                    <Button variant="secondary" busy={regenerate.isPending && regenerate.variables?.params.kind === feed.kind} onClick={() => void run(feed.kind)}>
                      <Trans>Přegenerovat</Trans>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

const Url = styled.a`
  word-break: break-all;
`;
