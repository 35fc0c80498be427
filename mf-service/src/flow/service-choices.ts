import { serviceProductTypeChoices } from '@shop/shared/contract/catalog';
import { serviceColorChoices, serviceManufacturerChoices, serviceModelChoices } from '@shop/shared/contract/service';
import { stepCall, type StepChoicesCalls } from '@shop/shared/selector/step-choices';

/** The service routes behind each step of the shared cascade. */
export const serviceChoicesCalls: StepChoicesCalls = (step, selection) => {
  switch (step) {
    case 'productType':
      return stepCall(serviceProductTypeChoices, {});
    case 'manufacturer':
      return stepCall(serviceManufacturerChoices, { params: { product_type: selection.product_type ?? '' } });
    case 'model':
      return stepCall(serviceModelChoices, {
        params: { product_type: selection.product_type ?? '', product_manufacturer: selection.product_manufacturer ?? '' },
      });
    case 'color':
      return stepCall(serviceColorChoices, { params: { product_model: selection.product_model ?? '' } });
  }
};
