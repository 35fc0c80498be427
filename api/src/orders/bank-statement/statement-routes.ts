import type { FastifyInstance } from 'fastify';
import { bankStatementImport, bankStatementPreview, RECORDABLE_OUTCOMES, type StatementLine } from '@shop/shared/contract/bank-statements';
import { applyPrivateNoStore } from '../../buyout/cache-headers';
import { registerRoute } from '../../http/register-route';
import { publicOrigin } from '../../mail/public-links';
import { recordPaymentAndFollow } from '../payments/record-and-follow';
import { matchStatement, type MatchedLine } from './match-statement';
import { readStatement } from './read-statement';

/** The answer's line: the key stays on the server. */
const shown = ({ statementKey: _key, ...line }: MatchedLine): StatementLine => line;

/** The reference a recorded payment carries: what the customer typed and the bank's movement, as staff would note them. */
function paymentReference(line: MatchedLine, market: 'CZ' | 'RO'): string {
  const reference = market === 'CZ' ? `VS ${line.reference}` : line.reference;
  return (line.transaction_id ? `${reference} (${line.transaction_id})` : reference).slice(0, 140);
}

/** O-R3, issue #34: a bank statement matched to the market's orders (preview), then recorded (import). */
export function registerBankStatementRoutes(app: FastifyInstance): void {
  const market = () => app.config.market;

  registerRoute(app, bankStatementPreview, async ({ body, locale, reply }) => {
    applyPrivateNoStore(reply);
    const { format, lines } = readStatement(body, market(), locale);
    const matched = await matchStatement(app.database.db, market(), format, lines);
    return { format, lines: matched.map(shown), imported: 0 };
  });

  // Matched again, not taken from the preview: what is recorded follows the orders as they are now.
  registerRoute(app, bankStatementImport, async ({ body, locale, user, request, reply }) => {
    applyPrivateNoStore(reply);
    const { format, lines } = readStatement(body, market(), locale);
    const matched = await matchStatement(app.database.db, market(), format, lines);
    const origin = publicOrigin(request, locale);
    let imported = 0;
    // One order at a time, each under its own lock: a failure leaves the lines before it recorded, and importing the
    // file again records only the rest.
    for (const line of matched) {
      if (!RECORDABLE_OUTCOMES.includes(line.outcome)) continue;
      const recorded = await recordPaymentAndFollow(app, request.log, {
        orderNumber: line.order_number!,
        locale,
        userId: user?.id ?? null,
        origin,
        body: { amount: line.amount, received_on: line.booked_on, reference: paymentReference(line, market()), method: 'bank_transfer' },
        statementKey: line.statementKey,
      });
      line.outcome = recorded ? 'imported' : 'recorded';
      if (recorded) imported++;
    }
    return { format, lines: matched.map(shown), imported };
  });
}
