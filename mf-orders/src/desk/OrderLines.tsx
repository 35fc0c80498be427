import { useLingui } from '@lingui/react/macro';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { PICKING_STATUSES } from '@shop/shared/orders/order-states';
import { Select } from '@shop/shared/ui/select';
import { TableScroll } from '@shop/shared/ui/table-scroll';
import type { useDeskChanges } from './queries';
import { PICKING_STATE_NAMES, orderLineName, shownProductCode } from '@shop/shared/orders/state-names';

type Picking = (typeof PICKING_STATUSES)[number];

/** The order's lines with O-E1 labels; goods lines carry their picking state (O-R1), any state may go back to waiting. */
export function OrderLines({ order, picking, editable }: { order: OrderDeskDetail; picking: ReturnType<typeof useDeskChanges>['picking']; editable: boolean }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  return (
    // A closed order's table has no controls: the scroller itself takes the focus so a keyboard can scroll it on a phone.
    <TableScroll label={t`Položky objednávky`}>
      <table>
        <caption>{t`Položky objednávky`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Kód produktu`}</th>
            <th scope="col">{t`Název`}</th>
            <th scope="col">{t`Množství`}</th>
            <th scope="col">{t`Jednotková cena`}</th>
            <th scope="col">{t`Konečná cena`}</th>
            <th scope="col">{t`Stav vychystání`}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>{shownProductCode(line)}</td>
              <td>{orderLineName(line, (name) => i18n._(name))}</td>
              <td>{line.quantity}</td>
              <td>{formatPrice(line.unit_price, market)}</td>
              <td>{formatPrice(line.final_price, market)}</td>
              <td>
                {line.picking_status &&
                  (editable ? (
                    <Select
                      aria-label={t`Stav vychystání ${line.product_code}`}
                      value={line.picking_status}
                      disabled={picking.isPending}
                      options={PICKING_STATUSES.map((status) => ({ value: status, label: i18n._(PICKING_STATE_NAMES[status]) }))}
                      onChange={(event) => picking.mutate({ params: { order_number: order.order_number, line_id: line.id }, body: { status: event.target.value as Picking } })}
                    />
                  ) : (
                    i18n._(PICKING_STATE_NAMES[line.picking_status])
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
