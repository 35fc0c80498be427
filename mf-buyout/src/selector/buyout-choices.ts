import { buyoutProductTypeChoices } from '@shop/shared/contract/catalog';
import { buyoutColorChoices, buyoutManufacturerChoices, buyoutModelChoices } from '@shop/shared/contract/buyout-flow';
import { stepCall, type StepChoicesCalls } from '@shop/shared/selector/step-choices';

/** The buyout choices route of each cascade step (asked only once the step above is chosen). */
export const buyoutChoicesCalls: StepChoicesCalls = (step, selection) => {
  switch (step) {
    case 'productType':
      return stepCall(buyoutProductTypeChoices, {});
    case 'manufacturer':
      return stepCall(buyoutManufacturerChoices, { params: { product_type: selection.product_type ?? '' } });
    case 'model':
      return stepCall(buyoutModelChoices, {
        params: { product_type: selection.product_type ?? '', product_manufacturer: selection.product_manufacturer ?? '' },
      });
    case 'color':
      return stepCall(buyoutColorChoices, { params: { product_model: selection.product_model ?? '' } });
  }
};
