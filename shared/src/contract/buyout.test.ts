import * as v from 'valibot';
import { buildPath } from './route';
import { AppraisalPostDataSchema, SendToEmailBodySchema, sendToEmailBodyFieldsSchema, buyoutSellOnline, buyoutProductSelectorData } from './buyout-flow';
import { StoredAddressSchema, StoredCustomerDataSchema, type StoredCustomerData, BuyoutDetailSchema, StatusChangeBodySchema, BuyoutAccessParamsSchema, CounterOfferAnswerBodySchema, buyoutDetail } from './buyout-detail';
import { AppraisalSchema } from './buyout-appraisal';
import { sellOnlineBodySchema } from './buyout-sell-online';
import { bestAnswers, sampleAppraisal } from '../buyout/appraisal.fixture';
import { NOTE_MAX_LENGTH } from '../validation/field';
import { customerDataSchema, pickupAddressSchema } from '../validation/personal-info';
import { accepted, refused, testToday } from '../validation/test-support';
import { czechSeller } from '../validation/sample-sellers';
import { newSaleToken } from '../buyout/sale-token';

const messagesOf = (result: { issues?: readonly v.BaseIssue<unknown>[] }) =>
  (result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

const token = 'a'.repeat(43);

const appraisalFields = {
  device_identifier: 'iphone-13-midnight',
  appraisal_version: 'v1',
  device_condition_choices: bestAnswers,
};

const czechCustomer = { ...czechSeller, identity_valid_to: '1. 2. 2030', country: '56', postcode: '60200', nationality: 56 };

const romanianCustomer = {
  ...czechCustomer,
  personal_identification_number: '1630615123457',
  identity_card_number: 'RX 123456',
  identity_valid_to: '01/02/2030',
  degree_before_name: '',
  district: 'Cluj',
  city: 'Cluj-Napoca',
  country: 642,
  postcode: '400114',
  phone_number: '0721 234 567',
  nationality: 642,
  bank_account_full_number: 'RO49 AAAA 1B31 0075 9384 0000',
  bank_code: '',
};

const czechAddress = { district: '', street: 'Vodičkova 1', city: 'Praha', postcode: '110 00', country: 56 };

describe('appraisal data', () => {
  test('a seeded-like appraisal passes', () => {
    expect(v.safeParse(AppraisalSchema, sampleAppraisal()).success).toBe(true);
  });

  test('an unknown grade, condition type or a fractional price is refused', () => {
    const unknownGrade = sampleAppraisal();
    (unknownGrade.appraisal_result['1'] as { quality: string }).quality = 'E';
    const unknownType = sampleAppraisal();
    (unknownType.device_conditions['1'] as { type: string }).type = 'colour';
    const fractional = sampleAppraisal();
    fractional.device_conditions['1']!.choices[0]!.price_correction = 0.5;
    for (const data of [unknownGrade, unknownType, fractional]) expect(v.safeParse(AppraisalSchema, data).success).toBe(false);
  });

  test('selector data carries no appraisal before a colour is chosen', () => {
    const data = {
      selected_choices: { product_type: 'mobilni-telefony', product_manufacturer: null, product_model: null, product_color: null },
      choices: { product_type: [{ value: 'mobilni-telefony', label: 'Mobilní telefony' }], product_manufacturer: [], product_model: [], product_color: [] },
      appraisal: null,
    };
    expect(v.safeParse(buyoutProductSelectorData.response, data).success).toBe(true);
    expect(v.safeParse(buyoutProductSelectorData.response, { ...data, appraisal: undefined }).success).toBe(false);
  });
});

describe('appraisal post data', () => {
  const valid = appraisalFields;

  test('the selected colour, version and answers pass; the note defaults to empty', () => {
    expect(v.parse(AppraisalPostDataSchema, valid)).toEqual({ ...valid, note: '' });
  });

  test('missing or blank fields are required, field by field', () => {
    const result = v.safeParse(AppraisalPostDataSchema, { device_identifier: '  ', device_condition_choices: { '1': 3 } });
    expect(messagesOf(result)).toEqual([
      ['device_identifier', 'required'],
      ['appraisal_version', 'required'],
      ['device_condition_choices.1', 'required'],
    ]);
  });

  test('a note longer than the limit is refused', () => {
    const result = v.safeParse(AppraisalPostDataSchema, { ...valid, note: 'x'.repeat(NOTE_MAX_LENGTH + 1) });
    expect(messagesOf(result)).toEqual([['note', 'max_length']]);
  });
});

describe('send to e-mail', () => {
  test('the e-mail field alone, as the widget checks it before posting', () => {
    expect(accepted(sendToEmailBodyFieldsSchema, { e_mail: ' a@example.cz ' })).toEqual({ e_mail: 'a@example.cz' });
    expect(refused(sendToEmailBodyFieldsSchema, { e_mail: 'a@' })).toEqual({ e_mail: ['invalid_email'] });
    expect(refused(sendToEmailBodyFieldsSchema, {})).toEqual({ e_mail: ['required'] });
  });

  test('an e-mail address with the appraisal fields passes, trimmed', () => {
    expect(accepted(SendToEmailBodySchema, { e_mail: ' jan@example.cz ', ...appraisalFields })).toEqual({
      e_mail: 'jan@example.cz',
      ...appraisalFields,
      note: '',
    });
  });

  test('a bad e-mail and a missing version are reported by field', () => {
    const { appraisal_version: _version, ...withoutVersion } = appraisalFields;
    expect(refused(SendToEmailBodySchema, { e_mail: 'jan@', ...withoutVersion })).toEqual({
      e_mail: ['invalid_email'],
      appraisal_version: ['required'],
    });
  });
});

describe('sell online', () => {
  const czechBody = {
    customer_data: czechCustomer,
    pickup_address: null,
    buyout_device: { imei: '490154203237518', serial_number: '', note: '' },
    ...appraisalFields,
    sale_token: newSaleToken(),
  };

  test('a Czech seller without an alternative pickup address passes, normalised', () => {
    const output = accepted(sellOnlineBodySchema('CZ', { today: testToday }), czechBody);
    expect(output).toMatchObject({ pickup_address: null, note: '', ...appraisalFields });
    expect(output.customer_data).toMatchObject({ personal_identification_number: '7103192745', country: 56 });
  });

  test('a Romanian seller with an alternative pickup address passes', () => {
    const address = { district: 'Cluj', street: 'Strada Memorandumului 1', city: 'Cluj-Napoca', postcode: '400114', country: 642 };
    const body = { ...czechBody, customer_data: romanianCustomer, pickup_address: address };
    expect(accepted(sellOnlineBodySchema('RO', { today: testToday }), body).pickup_address).toEqual(address);
  });

  test('errors are grouped under customer_data, pickup_address and buyout_device', () => {
    const body = {
      ...czechBody,
      customer_data: { ...czechCustomer, last_name: '' },
      pickup_address: { ...czechAddress, postcode: '1100' },
      buyout_device: { imei: '490154203237519' },
    };
    expect(refused(sellOnlineBodySchema('CZ', { today: testToday }), body)).toEqual({
      'customer_data.last_name': ['required'],
      'pickup_address.postcode': ['invalid_postcode'],
      'buyout_device.imei': ['invalid_imei'],
    });
  });

  test('a sale without its one-time token is refused on sale_token', () => {
    const { sale_token: _token, ...withoutToken } = czechBody;
    expect(refused(sellOnlineBodySchema('CZ', { today: testToday }), withoutToken)).toEqual({ sale_token: ['required'] });
  });

  test('each market applies its own rules', () => {
    const errors = refused(sellOnlineBodySchema('RO', { today: testToday }), czechBody);
    expect(errors['customer_data.personal_identification_number']).toEqual(['invalid_cnp']);
  });

  test('the route itself only checks the shape, so it serves both markets', () => {
    const loose = buyoutSellOnline.body;
    if (!loose) throw new Error('sell online has a body');
    expect(v.safeParse(loose, { ...czechBody, customer_data: { anything: 1 } }).success).toBe(true);
    expect(refused(loose, { ...czechBody, customer_data: 'Jan', buyout_device: undefined })).toEqual({
      customer_data: ['required'],
      buyout_device: ['required'],
    });
  });
});

describe('buyout detail', () => {
  test('stored personal data is what the market rules output', () => {
    const stored: StoredCustomerData = accepted(customerDataSchema('RO', { today: testToday }), romanianCustomer);
    expect(v.safeParse(StoredCustomerDataSchema, stored).success).toBe(true);
    expect(v.safeParse(StoredAddressSchema, accepted(pickupAddressSchema('CZ'), czechAddress)).success).toBe(true);
  });

  test('path params take a numeric id and a 43-character token', () => {
    expect(v.parse(BuyoutAccessParamsSchema, { id: '12', token })).toEqual({ id: 12, token });
    expect(v.parse(BuyoutAccessParamsSchema, { id: 12, token })).toEqual({ id: 12, token });
    expect(buildPath(buyoutDetail.path, { id: 12, token })).toBe(`/api/new/buyout/buyouts/12/${token}/`);
    for (const params of [{ id: '0', token }, { id: '1x', token }, { id: '12', token: 'short' }, { id: '12', token: `${token.slice(1)}/` }]) {
      expect(v.safeParse(BuyoutAccessParamsSchema, params).success).toBe(false);
    }
  });

  test('a stored buyout with its timeline passes', () => {
    const { appraisal_result, device_conditions, version, minimal_buyout_price } = sampleAppraisal();
    const detail = {
      id: 12,
      product_type_choice: { value: 'mobilni-telefony', label: 'Mobilní telefony' },
      manufacturer_choice: { value: 'apple', label: 'Apple' },
      product_model_choice: { value: 'iphone-13', label: 'iPhone 13' },
      product_color_choice: { value: 'iphone-13-midnight', label: 'Temně inkoustová' },
      appraisal_result,
      device_conditions,
      conditions_appraisal_result: { id: 1, quality: 'A+', price: 10000, url: '/kvalita/a-plus/' },
      version,
      minimal_buyout_price,
      customer_data: accepted(customerDataSchema('CZ', { today: testToday }), czechCustomer),
      pickup_address: null,
      buyout_device: { imei: '490154203237518', serial_number: '', note: '' },
      status: 'counter_offer',
      status_history: [
        { status: 'created', changed_at: '2025-03-01T10:00:00.000Z', price: 10000, regrade: null },
        { status: 'inspected', changed_at: '2025-03-05T08:30:00.000Z', price: null, regrade: { from_quality: 'A+', to_quality: 'A', from_price: 10000, to_price: 8000 } },
        { status: 'counter_offer', changed_at: '2025-03-05T08:30:00.000Z', price: 8000, regrade: null },
      ],
      price: 10000,
      original_price: 10000,
      counter_offer_price: 8000,
      created_at: '2025-03-01T10:00:00.000Z',
    };
    expect(v.safeParse(BuyoutDetailSchema, detail).success).toBe(true);
    expect(v.safeParse(BuyoutDetailSchema, { ...detail, status: 'lost' }).success).toBe(false);
    expect(v.safeParse(BuyoutDetailSchema, { ...detail, created_at: 'yesterday' }).success).toBe(false);
    const unknownGrade = { from_quality: 'A+', to_quality: 'E', from_price: 10000, to_price: 8000 };
    expect(v.safeParse(BuyoutDetailSchema, { ...detail, status_history: [{ ...detail.status_history[1], regrade: unknownGrade }] }).success).toBe(false);
  });

  test('the customer answers a counter-offer with accept or decline only', () => {
    const body = CounterOfferAnswerBodySchema;
    expect(v.parse(body, { decision: 'accept' })).toEqual({ decision: 'accept' });
    expect(v.parse(body, { decision: 'decline' })).toEqual({ decision: 'decline' });
    expect(messagesOf(v.safeParse(body, { decision: 'paid' }))).toEqual([['decision', 'required']]);
  });
});

describe('staff status change', () => {
  test('a counter-offer needs a positive whole price', () => {
    expect(v.parse(StatusChangeBodySchema, { status: 'counter_offer', counter_offer_price: 8000 })).toEqual({
      status: 'counter_offer',
      counter_offer_price: 8000,
    });
    expect(messagesOf(v.safeParse(StatusChangeBodySchema, { status: 'counter_offer' }))).toEqual([
      ['counter_offer_price', 'required'],
    ]);
    expect(messagesOf(v.safeParse(StatusChangeBodySchema, { status: 'counter_offer', counter_offer_price: '8000' }))).toEqual([
      ['counter_offer_price', 'not_a_number'],
    ]);
    expect(messagesOf(v.safeParse(StatusChangeBodySchema, { status: 'counter_offer', counter_offer_price: 0 }))).toEqual([
      ['counter_offer_price', 'not_positive_number'],
    ]);
  });

  test('staff statuses pass alone; the customer answers and unknown statuses do not', () => {
    expect(v.parse(StatusChangeBodySchema, { status: 'received' })).toEqual({ status: 'received' });
    for (const status of ['counter_offer_accepted', 'counter_offer_declined', 'created', 'lost']) {
      expect(messagesOf(v.safeParse(StatusChangeBodySchema, { status }))).toEqual([['status', 'required']]);
    }
  });
});
