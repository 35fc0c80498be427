import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { BuyoutStoresProvider } from '../store/buyout-context';
import { createBuyoutStores } from '../store/buyout-store';
import { DistrictControl } from './PersonalInfoControls';

function renderDistrict(market: 'CZ' | 'RO') {
  const stores = createBuyoutStores({ market, reloadAppraisal: async () => undefined, showAddress: () => undefined, followLocation: () => undefined, translateIssue: (issue) => issue.message });
  renderInWidget(
    <BuyoutStoresProvider stores={stores}>
      <DistrictControl field="district" label={market === 'RO' ? 'Județ sau sector' : 'Okres'} />
    </BuyoutStoresProvider>,
    { catalogs, locale: market === 'RO' ? 'ro' : 'cs', market },
  );
  return stores;
}

test('Romanian seller address: the county or Bucharest sector is a required select, kept in the store', () => {
  const stores = renderDistrict('RO');
  const select = screen.getByRole('combobox', { name: /^Județ sau sector/ });
  expect(select).toBeRequired();
  expect(screen.getAllByRole('option')).toHaveLength(48);
  fireEvent.change(select, { target: { value: 'Cluj' } });
  expect(stores.buyout.getState().personalInfo.district).toBe('Cluj');
});

test('Czech seller address: the okres stays optional free text', () => {
  renderDistrict('CZ');
  expect(screen.getByRole('textbox', { name: 'Okres' })).not.toBeRequired();
});
