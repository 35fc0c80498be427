// The buyout's calls live in buyout-flow.ts, the appraisal's schemas in buyout-appraisal.ts (the sold buyout's detail
// builds on them too), the sold buyout's detail and staff calls in buyout-detail.ts, off the first screen. This file
// gathers them for importers of any of them, and still exports them all because the shell offers this module to
// remotes built against contract 2.0, which import them from it.
export {
  buyoutProductSelectorData,
  buyoutManufacturerChoices,
  buyoutModelChoices,
  buyoutColorChoices,
  buyoutSelectorUrl,
  buyoutAppraisalForm,
  appraisalPostEntries,
  AppraisalPostDataSchema,
  type AppraisalPostData,
  sendToEmailBodyFieldsSchema,
  SendToEmailBodySchema,
  buyoutSendToEmail,
  buyoutSellOnline,
  CountryOptionSchema,
  buyoutCountryOptions,
} from './buyout-flow';

export {
  PriceSchema,
  AppraisalResultSchema,
  type AppraisalResult,
  DeviceConditionTypeSchema,
  type DeviceConditionType,
  DeviceConditionChoiceSchema,
  type DeviceConditionChoice,
  DeviceConditionSchema,
  type DeviceCondition,
  AppraisalSchema,
  type Appraisal,
} from './buyout-appraisal';

export {
  StoredAddressSchema,
  StoredCustomerDataSchema,
  type StoredCustomerData,
  StoredBuyoutDeviceSchema,
  BUYOUT_TOKEN_PATTERN,
  BuyoutAccessParamsSchema,
  RegradeSchema,
  type Regrade,
  StatusHistoryEntrySchema,
  ReachedAppraisalResultSchema,
  BuyoutDetailSchema,
  type BuyoutDetail,
  buyoutDetail,
  CounterOfferAnswerBodySchema,
  buyoutCounterOfferAnswer,
  StatusChangeBodySchema,
  buyoutStatusChange,
  RegradeBodySchema,
  buyoutRegrade,
} from './buyout-detail';
