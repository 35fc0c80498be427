import * as v from 'valibot';
import { sellerIdentitySchema } from './seller-identity';
import { isValidRegComNumber } from './reg-com';

const czech = {
  company_name: 'Elektro Shop s.r.o.',
  street: 'Vodičkova 699/30',
  city: 'Praha 1',
  postcode: '11000',
  county: '',
  company_id: '12345679',
  vat_id: 'cz 12345679',
  register_entry: 'C 123456 vedená u Městského soudu v Praze',
  share_capital: '',
  email: 'reklamace@elektroshop.example',
  phone: '225 555 100',
  bank_accounts: ['CZ65 0800 0000 1920 0014 5399'],
};

const romanian = {
  ...czech,
  postcode: '400114',
  city: 'Cluj-Napoca',
  county: 'cluj',
  company_id: 'RO18547290',
  vat_id: '',
  register_entry: 'J12/1234/2015',
  share_capital: '200 lei',
  phone: '0264 555 010',
  bank_accounts: ['RO49AAAA1B31007593840000'],
};

function issuesOf(market: 'CZ' | 'RO', value: unknown) {
  const parsed = v.safeParse(sellerIdentitySchema(market), value, { abortPipeEarly: true });
  return parsed.success ? [] : parsed.issues.map((issue) => `${issue.path?.map((item) => item.key).join('.')}: ${issue.message}`);
}

test('a Czech seller: IČO by mod 11, DIČ, PSČ, IBAN, phone normalised', () => {
  expect(v.parse(sellerIdentitySchema('CZ'), czech)).toMatchObject({ postcode: '110 00', vat_id: 'CZ12345679', phone: '+420225555100', bank_accounts: ['CZ6508000000192000145399'] });
  expect(issuesOf('CZ', { ...czech, company_id: '12345678' })).toEqual(['company_id: invalid_tin']);
  expect(issuesOf('CZ', { ...czech, bank_accounts: [] })).toEqual(['bank_accounts: required']);
});

test('a Romanian seller: CUI check digit, Reg. Com., share capital and a county of the list that agrees with the postcode', () => {
  expect(v.parse(sellerIdentitySchema('RO'), romanian)).toMatchObject({ county: 'Cluj', company_id: '18547290', register_entry: 'J12/1234/2015' });
  expect(issuesOf('RO', { ...romanian, company_id: '18547291', share_capital: '', register_entry: 'X1/1/2015' })).toEqual([
    'company_id: invalid_tin',
    'register_entry: invalid_register_entry',
    'share_capital: required',
  ]);
  expect(issuesOf('RO', { ...romanian, postcode: '010011' })).toEqual(['county: county_postcode_mismatch']);
  expect(issuesOf('RO', { ...romanian, county: 'Clujj' })).toEqual(['county: invalid_county']);
  expect(v.parse(sellerIdentitySchema('RO'), { ...romanian, postcode: '010011', county: 'Bucuresti,  sector 1' }).county).toBe('București, Sector 1');
});

test('Reg. Com. numbers: the old form with a county code, the new 14-character form with its check digit', () => {
  for (const valid of ['J40/2997/2019', 'J52/750/22.11.2012', 'J2012000750528', 'J1993001036400', 'J2007007766403']) expect(isValidRegComNumber(valid)).toBe(true);
  for (const invalid of ['J41/2997/2019', 'J2012000750529', 'X40/1/2019', '']) expect(isValidRegComNumber(invalid)).toBe(false);
});
