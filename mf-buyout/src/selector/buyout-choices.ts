import { buyoutProductTypeChoices } from '@shop/shared/contract/catalog';
import { buyoutColorChoices, buyoutManufacturerChoices, buyoutModelChoices } from '@shop/shared/contract/buyout';
import type { ApiClient } from '@shop/shared/http/api-client';
import type { LoadStepChoices } from '@shop/shared/selector/SelectorCascade';

function chosen(slug: string | null, step: string): string {
  // The cascade asks for a step only once the step above is chosen.
  if (slug === null) throw new Error(`Buyout ${step} choices asked for before their parent was chosen`);
  return slug;
}

/** The buyout choices route of each cascade step. */
export function buyoutChoicesLoader(api: ApiClient): LoadStepChoices {
  return (step, selection, signal) => {
    switch (step) {
      case 'productType':
        return api.call(buyoutProductTypeChoices, { signal });
      case 'manufacturer':
        return api.call(buyoutManufacturerChoices, { params: { product_type: chosen(selection.product_type, step) }, signal });
      case 'model':
        return api.call(buyoutModelChoices, {
          params: {
            product_type: chosen(selection.product_type, step),
            product_manufacturer: chosen(selection.product_manufacturer, step),
          },
          signal,
        });
      case 'color':
        return api.call(buyoutColorChoices, { params: { product_model: chosen(selection.product_model, step) }, signal });
    }
  };
}
