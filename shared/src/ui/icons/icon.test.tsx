import { screen } from '@testing-library/react';
import { renderInWidget } from '../../widget/render-in-widget';
import { theme } from '../theme';
import { CartIcon, SearchIcon } from './shop-icons';

test('an icon beside text is hidden from assistive technology and sized by the theme', () => {
  const { container } = renderInWidget(
    <button type="button">
      <CartIcon size="lg" /> Košík
    </button>,
  );
  const svg = container.querySelector('svg[data-icon="Cart"]');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', String(Number.parseInt(theme.sizes.icon.lg, 10)));
  expect(screen.getByRole('button')).toHaveAccessibleName('Košík');
});

test('an icon that stands alone carries its label as an image', () => {
  renderInWidget(<SearchIcon label="Hledat" />);
  const img = screen.getByRole('img', { name: 'Hledat' });
  expect(img).not.toHaveAttribute('aria-hidden');
  expect(img).toHaveAttribute('stroke', 'currentColor');
});
