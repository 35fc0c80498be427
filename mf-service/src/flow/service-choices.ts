import { serviceProductTypeChoices } from '@shop/shared/contract/catalog';
import { serviceColorChoices, serviceManufacturerChoices, serviceModelChoices } from '@shop/shared/contract/service';
import type { ApiClient } from '@shop/shared/http/api-client';
import type { LoadStepChoices } from '@shop/shared/selector/SelectorCascade';

/** The service routes behind each step of the shared cascade. */
export function serviceChoicesLoader(api: ApiClient): LoadStepChoices {
  return (step, selection, signal) => {
    switch (step) {
      case 'productType':
        return api.call(serviceProductTypeChoices, { signal });
      case 'manufacturer':
        return api.call(serviceManufacturerChoices, { params: { product_type: selection.product_type ?? '' }, signal });
      case 'model':
        return api.call(serviceModelChoices, {
          params: { product_type: selection.product_type ?? '', product_manufacturer: selection.product_manufacturer ?? '' },
          signal,
        });
      case 'color':
        return api.call(serviceColorChoices, { params: { product_model: selection.product_model ?? '' }, signal });
    }
  };
}
