import { fireEvent, screen, within } from '@testing-library/react';
import { renderInWidget } from '../widget/render-in-widget';
import { Badge, GradeBadge, badgeKindOf } from './badge';
import { Breadcrumbs } from './breadcrumbs';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { PriceBlock } from './price-block';
import { ProductRail } from './product-rail';
import { SkeletonTiles } from './skeleton';
import { StarRating } from './star-rating';
import { useToast } from './toast';

test('the star rating is one image named with the average and the count, filled in proportion', () => {
  renderInWidget(<StarRating average={3.8} count={6} />);
  expect(screen.getByRole('img', { name: 'Hodnocení 3,8 z 5 (počet recenzí: 6)' })).toBeInTheDocument();
  expect(screen.getByTestId('star-fill')).toHaveStyle({ width: '76%' });
});

test('badges take their role from the label code, a grade reads as such', () => {
  renderInWidget(
    <>
      <Badge kind={badgeKindOf('sale')}>Akce</Badge>
      <Badge kind={badgeKindOf('top')}>Nejprodávanější</Badge>
      <GradeBadge grade="A+" />
    </>,
  );
  expect(screen.getByText('Akce')).toHaveAttribute('data-badge', 'sale');
  expect(screen.getByText('Nejprodávanější')).toHaveAttribute('data-badge', 'neutral');
  expect(screen.getByText('Stav: třída A+')).toHaveAttribute('data-badge', 'grade');
});

test('the price block crosses out the 30-day lowest price only when higher, and adds the monthly price', () => {
  const { rerender } = renderInWidget(<PriceBlock price={9990} lowest={12990} since="2026-11-02" monthly={833} />);
  expect(screen.getByTestId('price')).toHaveTextContent('9 990 Kč');
  expect(screen.getByTestId('lowest-price-30-days')).toHaveTextContent('Nejnižší cena za 30 dní před slevou: 12 990 Kč');
  expect(screen.getByTestId('discount-since')).toHaveTextContent('Sleva od 02.11.2026');
  expect(screen.getByTestId('price-monthly')).toHaveTextContent('nebo 833 Kč měsíčně');
  rerender(<PriceBlock price={9990} lowest={9990} />);
  expect(screen.queryByTestId('lowest-price-30-days')).toBeNull();
  expect(screen.queryByTestId('price-monthly')).toBeNull();
});

test('the product rail is a named region; Left, Right, Home and End move between tiles', () => {
  renderInWidget(
    <ProductRail title="Dnešní nabídky">
      {['A', 'B', 'C'].map((name) => (
        <a key={name} href={`/p/${name}`}>
          Produkt {name}
        </a>
      ))}
    </ProductRail>,
  );
  const region = screen.getByRole('region', { name: 'Dnešní nabídky' });
  const link = (name: string) => within(region).getByRole('link', { name: `Produkt ${name}` });
  expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  link('A').focus();
  fireEvent.keyDown(link('A'), { key: 'ArrowRight' });
  expect(link('B')).toHaveFocus();
  fireEvent.keyDown(link('B'), { key: 'End' });
  expect(link('C')).toHaveFocus();
  fireEvent.keyDown(link('C'), { key: 'ArrowRight' });
  expect(link('C')).toHaveFocus();
  fireEvent.keyDown(link('C'), { key: 'Home' });
  expect(link('A')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Další produkty' })).toBeInTheDocument();
});

test('breadcrumbs are a navigation with the current page marked', () => {
  renderInWidget(
    <Breadcrumbs
      items={[
        { label: 'Domů', href: '/' },
        { label: 'Mobilní telefony', href: '/mobilni-telefony/' },
        { label: 'iPhone 15', href: '/iphone-15/' },
      ]}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Drobečková navigace' });
  expect(within(nav).getByRole('link', { name: 'Mobilní telefony' })).toHaveAttribute('href', '/mobilni-telefony/');
  expect(within(nav).queryByRole('link', { name: 'iPhone 15' })).toBeNull();
  expect(within(nav).getByText('iPhone 15')).toHaveAttribute('aria-current', 'page');
});

test('skeleton tiles announce loading once; an empty state offers a way forward', () => {
  renderInWidget(
    <>
      <SkeletonTiles count={3} label="Načítání produktů…" />
      <EmptyState title="Košík je prázdný" action={<ButtonLink href="/">Pokračovat v nákupu</ButtonLink>}>
        Vyberte si z nabídky.
      </EmptyState>
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Načítání produktů…');
  expect(screen.getByRole('heading', { name: 'Košík je prázdný' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pokračovat v nákupu' })).toHaveAttribute('href', '/');
});

function AddedButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ kind: 'success', message: 'Přidáno do košíku: iPhone 15', action: { label: 'Přejít do košíku', href: '/kosik/' } })}>
      Do košíku
    </button>
  );
}

test('the toast after adding to cart is polite and links to the cart', () => {
  renderInWidget(<AddedButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Do košíku' }));
  const message = screen.getByText('Přidáno do košíku: iPhone 15');
  expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute('href', '/kosik/');
  fireEvent.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
  expect(screen.queryByText('Přidáno do košíku: iPhone 15')).toBeNull();
});
