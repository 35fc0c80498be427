import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { TableScroll } from '@shop/shared/ui/table-scroll';
import { useZeroResultReport } from './search-queries';

/** The most frequent searches that found nothing: the term and how often, nothing of who searched. */
export function ZeroResultReport() {
  const { t } = useLingui();
  const report = useZeroResultReport();
  if (report.isError) {
    return (
      <LoadFailed onRetry={() => void report.refetch()}>
        <Trans>Přehled se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  const rows = report.data?.results ?? [];
  return (
    <TableScroll label={t`Hledání bez výsledků`}>
      <table aria-busy={report.isFetching} data-testid="zero-result-report">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Hledaný výraz</Trans>
            </th>
            <th scope="col">
              <Trans>Počet hledání</Trans>
            </th>
            <th scope="col">
              <Trans>Naposledy</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term}>
              <td>{row.term}</td>
              <td>{row.count}</td>
              <td>{row.last_day}</td>
            </tr>
          ))}
          {rows.length === 0 && !report.isPending && (
            <tr>
              <td colSpan={3}>
                <Trans>Každé hledání něco našlo.</Trans>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
