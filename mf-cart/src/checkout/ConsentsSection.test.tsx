import { screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { ConsentsSection } from './ConsentsSection';
import { CheckoutStoreProvider } from '../store/checkout-context';

test('CZ: terms, withdrawal and privacy linked from the consent step; the Heureka box is an unchecked opt-out with its notice', () => {
  renderInWidget(<CheckoutStoreProvider><ConsentsSection products={[]} fieldErrors={null} /></CheckoutStoreProvider>, { catalogs, market: 'CZ' });
  expect(screen.getByRole('link', { name: 'Obchodní podmínky' })).toHaveAttribute('href', '/obchodni-podminky/');
  expect(screen.getByRole('link', { name: 'Poučení o odstoupení od smlouvy a formulář' })).toHaveAttribute('href', '/odstoupeni-od-smlouvy/');
  expect(screen.getByRole('link', { name: 'Zásady ochrany osobních údajů' })).toHaveAttribute('href', '/ochrana-osobnich-udaju/');
  const optOut = screen.getByRole('checkbox', { name: 'Nesouhlasím se zasláním dotazníku spokojenosti v rámci programu Ověřeno zákazníky.' });
  expect(optOut).not.toBeChecked();
  expect(screen.getByTestId('heureka-notice')).toHaveTextContent('Heureka Group a.s. jako zpracovateli');
});

test('RO: the same documents at the Romanian paths, and no Heureka box', () => {
  renderInWidget(<CheckoutStoreProvider><ConsentsSection products={[]} fieldErrors={null} /></CheckoutStoreProvider>, { catalogs, market: 'RO', locale: 'ro' });
  expect(screen.getByRole('link', { name: 'Termeni și condiții' })).toHaveAttribute('href', '/termeni-si-conditii/');
  expect(screen.getByRole('link', { name: 'Informații privind dreptul de retragere și formularul' })).toHaveAttribute('href', '/dreptul-de-retragere/');
  expect(screen.getByRole('link', { name: 'Politica de confidențialitate' })).toHaveAttribute('href', '/politica-de-confidentialitate/');
  expect(screen.queryByTestId('heureka-opt-out')).toBeNull();
  expect(screen.queryByTestId('heureka-notice')).toBeNull();
});
