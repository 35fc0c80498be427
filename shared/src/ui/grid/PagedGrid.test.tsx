import { screen } from '@testing-library/react';
import { renderInWidget } from '../../widget/render-in-widget';
import { PagedGrid } from './PagedGrid';

const props = {
  caption: 'Rows',
  columns: [{ key: 'name', header: 'Name', cell: (row: { id: number; name: string }) => row.name }],
  rows: [{ id: 1, name: 'First' }],
  count: 30,
  page: 2,
  pageSize: 10,
  onOrdering: () => {},
  onPage: () => {},
  selected: new Set<number>(),
  onSelectionChange: () => {},
  rowName: (row: { name: string }) => row.name,
};

test('the footer and row checkbox texts come from the shared catalog in the widget’s language', () => {
  renderInWidget(<PagedGrid {...props} texts={{ selectPage: 'All on page', page: (page, pages) => `${page}/${pages}`, empty: 'None' }} />, { locale: 'ro' });
  expect(screen.getByRole('button', { name: 'Anterioara' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Următoarea' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Selectați First' })).toBeInTheDocument();
});

test('a screen may still say its own', () => {
  renderInWidget(<PagedGrid {...props} texts={{ selectPage: 'All', previous: 'Back', next: 'On', page: () => 'p', empty: 'None' }} />, { locale: 'cs' });
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Vybrat First' })).toBeInTheDocument();
});

test('the table’s sideways scroll box is a named, focusable region, so the keyboard can scroll it', () => {
  renderInWidget(<PagedGrid {...props} texts={{ selectPage: 'All', page: () => 'p', empty: 'None' }} />, { locale: 'cs' });
  const region = screen.getByRole('region', { name: 'Rows' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table'));
});
