import { screen } from '@testing-library/react';
import { renderInWidget } from '../widget/render-in-widget';
import { TableScroll } from './table-scroll';

test('the scrolling box is a region named by its label and reachable by Tab', () => {
  renderInWidget(
    <TableScroll label="Položky">
      <table>
        <tbody>
          <tr>
            <td>iPhone 15</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
  );
  const region = screen.getByRole('region', { name: 'Položky' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table'));
});

test('or by the heading it names', () => {
  renderInWidget(
    <>
      <h2 id="feeds-title">Feedy</h2>
      <TableScroll labelledBy="feeds-title">
        <table />
      </TableScroll>
    </>,
  );
  expect(screen.getByRole('region', { name: 'Feedy' })).toHaveAttribute('tabindex', '0');
});
