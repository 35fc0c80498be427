import { screen, within } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import type { ReactElement } from 'react';
import { catalogs } from '../locales/catalogs';
import { ContactPage } from '../pages/ContactPage';
import { Router } from '../routing/router';
import { componentParamsOf, renderFrame } from '../test-support/render-frame';
import { ComplaintsPage } from './ComplaintsPage';
import { TermsPage } from './TermsPage';
import { WithdrawalPage } from './WithdrawalPage';

function renderPage(page: ReactElement, locale: 'cs' | 'ro') {
  const market = locale === 'cs' ? 'CZ' : 'RO';
  const server = fakeFetch((url) => (url.includes('/component-params/') ? { status: 200, body: componentParamsOf(market) } : { status: 404, body: {} }));
  return renderInWidget(<Router>{page}</Router>, { catalogs, locale, market, apiClient: createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl }) });
}

function expectLines(element: HTMLElement, lines: string[]) {
  for (const line of lines) expect(element).toHaveTextContent(line);
}

test('Czech terms, withdrawal with its model form, complaints and contact name the seller with IČO, DIČ and register entry, and no placeholder', async () => {
  for (const page of [<TermsPage key="t" />, <WithdrawalPage key="w" />, <ComplaintsPage key="c" />, <ContactPage key="k" />]) {
    const { unmount, container } = renderPage(page, 'cs');
    const seller = await screen.findByTestId('seller-identity');
    expectLines(seller, ['Elektro Shop s.r.o.', 'Vodičkova 699/30, 110 00 Praha 1', 'IČO: 12345679, DIČ: CZ12345679', 'zapsaná v obchodním rejstříku: C 123456 vedená u Městského soudu v Praze']);
    expect(within(seller).getByRole('link', { name: 'reklamace@elektroshop.example' })).toHaveAttribute('href', 'mailto:reklamace@elektroshop.example');
    expect(within(seller).getByRole('link', { name: '+420 225 555 100' })).toHaveAttribute('href', 'tel:+420225555100');
    expect(container.textContent).not.toMatch(/\[[^\]]*\]/);
    unmount();
  }
});

test('Romanian terms and withdrawal name the seller with CUI, Reg. Com. and share capital, in Romanian only', async () => {
  for (const page of [<TermsPage key="t" />, <WithdrawalPage key="w" />]) {
    const { unmount, container } = renderPage(page, 'ro');
    const seller = await screen.findByTestId('seller-identity');
    expectLines(seller, ['Elektro Shop Romania S.R.L.', 'Strada Academiei 7, 010011 București, Sector 1', 'CUI: 44455560, Nr. Reg. Com.: J2020012345407', 'Capital social: 200 lei']);
    expect(container.textContent).not.toMatch(/\[[^\]]*\]|IČO|Základní/);
    unmount();
  }
});

test('the footer of every page names the operator', async () => {
  renderFrame('cs');
  expect(await screen.findByTestId('seller-line')).toHaveTextContent('Provozovatel: Elektro Shop s.r.o., Vodičkova 699/30, 110 00 Praha 1, IČO: 12345679');
});

test('the Romanian footer names the operator with CUI and Reg. Com.', async () => {
  renderFrame('ro');
  expect(await screen.findByTestId('seller-line')).toHaveTextContent('Operator: Elektro Shop Romania S.R.L., Strada Academiei 7, 010011 București, Sector 1, CUI: 44455560, Nr. Reg. Com.: J2020012345407');
});
