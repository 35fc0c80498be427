import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@shop/shared/ui/alert';
import type { SelectorDataKey } from '@shop/shared/selector/selector-data';
import type { MissingLinkPart } from './broken-link';

/** Says which part of the link the customer came by was not found; the address already shows what was. */
export function BrokenLinkNotice({ part }: { part: MissingLinkPart }) {
  const { t } = useLingui();
  const stepNames: Record<SelectorDataKey, string> = {
    product_type: t`typ zařízení`,
    product_manufacturer: t`výrobce`,
    product_model: t`model`,
    product_color: t`barva`,
  };
  const stepName = stepNames[part.key];
  const slug = part.slug;
  return (
    <div data-testid="buyout-broken-link">
      <Alert kind="info">
        <Trans>
          Odkaz obsahuje neznámou položku ({stepName}: „{slug}“). Zobrazujeme, co z odkazu platí; vyberte prosím dál.
        </Trans>
      </Alert>
    </div>
  );
}
