import { Trans } from '@lingui/react/macro';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { formatDate } from '@shop/shared/i18n/market';

const time = (iso: string) => new Date(iso).toLocaleTimeString('cs-CZ', { hour: '2-digit', minute: '2-digit' });

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
              {formatDate(event.created_at)} {time(event.created_at)}
            </time>{' '}
            {event.text}
            {event.user_email && <> ({event.user_email})</>}
          </li>
        ))}
      </ol>
    </section>
  );
}
