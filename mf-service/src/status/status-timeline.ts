import type { ServiceOrderDetail } from '@shop/shared/contract/service';
import type { ServiceOrderStatus } from '@shop/shared/service/order-status';

/** The way a repair normally goes; a cancelled order stops wherever it was cancelled. */
const USUAL_PATH: readonly ServiceOrderStatus[] = ['booked', 'received', 'in_repair', 'ready_for_pickup', 'picked_up'];

export type TimelineStep =
  | { status: ServiceOrderStatus; state: 'done' | 'current'; changedAt: string }
  | { status: ServiceOrderStatus; state: 'upcoming' };

/** What happened so far (oldest first, the last one current) and, unless the order is over, what comes next. */
export function statusTimeline(order: Pick<ServiceOrderDetail, 'status' | 'status_history'>): TimelineStep[] {
  const history = order.status_history;
  const steps: TimelineStep[] = history.map((entry, index) => ({
    status: entry.status,
    state: index === history.length - 1 ? 'current' : 'done',
    changedAt: entry.changed_at,
  }));
  if (order.status === 'cancelled') return steps;
  const reached = USUAL_PATH.indexOf(order.status);
  for (const status of USUAL_PATH.slice(reached + 1)) steps.push({ status, state: 'upcoming' });
  return steps;
}
