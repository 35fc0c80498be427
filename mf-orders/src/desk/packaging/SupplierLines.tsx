import { Trans, useLingui } from '@lingui/react/macro';
import type { PackagingState } from '@shop/shared/contract/order-packaging';

/** Goods of the order's `external` packages: the supplier sends them to the customer, so the packer does not look for them. */
export function SupplierLines({ lines }: { lines: PackagingState['supplier_lines'] }) {
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="supplier-lines-heading" data-testid="supplier-lines">
      <h2 id="supplier-lines-heading">
        <Trans>Posílá dodavatel (do této zásilky nepatří)</Trans>
      </h2>
      <ul aria-label={t`Zboží od dodavatele`}>
        {lines.map((line, index) => (
          <li key={`${line.product_code}-${index}`}>
            <strong>{line.product_code}</strong> {line.name} · <Trans>{line.quantity} ks</Trans>
          </li>
        ))}
      </ul>
    </section>
  );
}
