import { Trans } from '@lingui/react/macro';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { formatDateTime } from '@shop/shared/i18n/market';


/** Every change with who made it and when; the texts come translated from the server. */
export function Timeline({ events }: { events: OrderDeskDetail['events'] }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">
        <Trans>Historie objednávky</Trans>
      </h2>
      <ol data-testid="order-timeline">
        {events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.created_at}>
              {formatDateTime(event.created_at)}
            </time>{' '}
            {event.text}
            {event.user_email && <> ({event.user_email})</>}
          </li>
        ))}
      </ol>
    </section>
  );
}
