import { buyoutSummary } from './buyout-summary';
import { serviceOrderSummary } from './service-summary';
import type { SummarySource } from '../summary-source';
import { orderSummary } from '../../orders/order-summary';

/** The sections of the user summary, in page order. Orders (the cart branch) append their source here. */
export const summarySources: SummarySource[] = [buyoutSummary, serviceOrderSummary, orderSummary];
