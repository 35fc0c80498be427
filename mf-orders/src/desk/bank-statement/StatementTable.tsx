import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { StatementLine, StatementResult } from '@shop/shared/contract/bank-statements';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { TableScroll } from '@shop/shared/ui/table-scroll';

/** What happens to a line, and why, in the reader's words. */
function useOutcomeText() {
  const { t } = useLingui();
  const { market } = useMarket();
  return (line: StatementLine): string => {
    const owed = line.owed ?? 0;
    switch (line.outcome) {
      case 'match':
        return t`Zaplatí objednávku`;
      case 'amount_differs':
        if (owed <= 0) return t`Objednávka je už zaplacená: zaznamená se jako přeplatek`;
        return line.amount < owed ? t`Částečná platba: zbude doplatit ${formatPrice(owed - line.amount, market)}` : t`Přeplatek ${formatPrice(line.amount - owed, market)}`;
      case 'imported':
        return t`Zaznamenáno`;
      case 'recorded':
        return t`Zaznamenáno už dříve`;
      case 'unmatched':
        return market === 'CZ' ? t`Žádná objednávka s tímto variabilním symbolem` : t`Žádná objednávka s tímto číslem`;
      case 'no_reference':
        return market === 'CZ' ? t`Bez variabilního symbolu` : t`V popisu není číslo objednávky`;
      case 'debit':
        return t`Odchozí platba`;
      case 'other_currency':
        return t`Jiná měna (${line.currency})`;
      case 'fraction':
        return t`Částka s desetinami: zaznamenejte ji ručně`;
      case 'too_large':
        return t`Částka nad limit jedné platby: zkontrolujte ji a zaznamenejte ručně`;
      case 'future':
        return t`Datum v budoucnosti`;
      case 'duplicate':
        return t`Stejný pohyb jako řádek ${line.same_as ?? ''}`;
    }
  };
}

const WILL_RECORD = new Set(['match', 'amount_differs', 'imported']);

/** Every line of the statement with its order and outcome; the order number opens the order. */
export function StatementTable({ result, onOpen }: { result: StatementResult; onOpen: (orderNumber: string) => void }) {
  const { t } = useLingui();
  const outcomeText = useOutcomeText();
  return (
    <TableScroll label={t`Řádky výpisu`}>
      <table data-testid="statement-lines">
        <caption>
          <Trans>Řádky výpisu</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Řádek</Trans>
            </th>
            <th scope="col">
              <Trans>Datum</Trans>
            </th>
            <th scope="col">
              <Trans>Částka</Trans>
            </th>
            <th scope="col">
              <Trans>Reference</Trans>
            </th>
            <th scope="col">
              <Trans>Objednávka</Trans>
            </th>
            <th scope="col">
              <Trans>Výsledek</Trans>
            </th>
            <th scope="col">
              <Trans>Plátce a zpráva</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {result.lines.map((line) => (
            <tr key={line.line} data-outcome={line.outcome}>
              <td>{line.line}</td>
              <Nowrap>{formatDate(line.booked_on)}</Nowrap>
              <Nowrap>{`${line.amount.toLocaleString(line.currency === 'CZK' ? 'cs-CZ' : 'ro-RO', { maximumFractionDigits: 2 })} ${line.currency}`}</Nowrap>
              <td>{line.reference || '–'}</td>
              <td>
                {line.order_number ? (
                  <Button variant="link" onClick={() => onOpen(line.order_number!)}>
                    {line.order_number}
                  </Button>
                ) : (
                  '–'
                )}
              </td>
              <td>{WILL_RECORD.has(line.outcome) ? <strong>{outcomeText(line)}</strong> : outcomeText(line)}</td>
              <td>{line.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const Nowrap = styled.td`
  white-space: nowrap;
`;
