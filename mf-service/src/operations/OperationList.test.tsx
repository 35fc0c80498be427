import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SERVICE_OPERATIONS_SHOWN } from '@shop/shared/contract/service';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { operations } from '../test-support/fixtures';
import { OperationList } from './OperationList';

function Harness({ count = 9 }: { count?: number }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <OperationList
      operations={operations(count)}
      chosenIds={chosen}
      onToggle={(id) => setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))}
    />
  );
}

const rows = () => within(screen.getByTestId('service-operations')).getAllByRole('listitem');

test(`shows ${SERVICE_OPERATIONS_SHOWN} operations, then all, then ${SERVICE_OPERATIONS_SHOWN} again`, () => {
  renderInWidget(<Harness />, { catalogs });
  expect(SERVICE_OPERATIONS_SHOWN).toBe(7);
  expect(rows()).toHaveLength(7);
  const more = screen.getByRole('button', { name: 'Zobrazit 2 další opravy' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(more).toHaveAttribute('aria-controls', screen.getByTestId('service-operations').id);

  fireEvent.click(more);
  expect(rows()).toHaveLength(9);
  expect(screen.getByRole('checkbox', { name: 'Čištění reproduktorů' })).toBeInTheDocument();
  const less = screen.getByRole('button', { name: 'Zobrazit méně oprav' });
  expect(less).toHaveAttribute('aria-expanded', 'true');

  fireEvent.click(less);
  expect(rows()).toHaveLength(7);
  expect(screen.queryByRole('checkbox', { name: 'Čištění reproduktorů' })).not.toBeInTheDocument();
});

test('no disclosure button when everything fits', () => {
  renderInWidget(<Harness count={7} />, { catalogs });
  expect(rows()).toHaveLength(7);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('each operation shows its price in the market currency, its duration and warranty', () => {
  renderInWidget(<Harness />, { catalogs });
  const [display, battery, , , , , diagnosis] = rows();
  expect(display).toHaveTextContent('1 000 Kč');
  expect(display).toHaveTextContent('30 min');
  expect(display).toHaveTextContent('záruka 6 měsíců');
  expect(battery).toHaveTextContent('1 250 Kč');
  expect(battery).toHaveTextContent('1 h');
  expect(battery).toHaveTextContent('záruka 3 měsíce');
  expect(diagnosis).toHaveTextContent('bez záruky');
});

test('ticking several operations keeps a running total, announced politely', () => {
  renderInWidget(<Harness />, { catalogs });
  const total = screen.getByTestId('operations-total');
  expect(total).toHaveAttribute('aria-live', 'polite');
  expect(total).toHaveTextContent('Zatím nemáte vybranou žádnou opravu.');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Výměna displeje' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Výměna baterie' }));
  expect(total).toHaveTextContent('Celkem za 2 opravy: 2 250 Kč');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Výměna displeje' }));
  expect(total).toHaveTextContent('Celkem za 1 opravu: 1 250 Kč');
});

test('Romanian market prices are in Lei', () => {
  renderInWidget(<Harness />, { catalogs, market: 'RO', locale: 'ro' });
  expect(rows()[0]).toHaveTextContent('1.000 Lei');
});
