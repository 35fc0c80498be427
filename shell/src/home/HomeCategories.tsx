import styled from 'styled-components';
import { Plural, useLingui } from '@lingui/react/macro';
import type { HomeCategory } from '@shop/shared/contract/catalogue';
import { Link } from '../routing/router';

/** The top-level categories as picture tiles: the quickest way from the home page into the catalogue. */
export function HomeCategories({ categories }: { categories: HomeCategory[] }) {
  const { t } = useLingui();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t`Kategorie`} data-testid="home-categories">
      <Grid>
        {categories.map((category) => (
          <li key={category.id}>
            <Tile to={category.url_path}>
              <img src={category.image_url} alt="" width={96} height={96} />
              <Name>{category.name}</Name>
              <Count>
                <Plural value={category.count} one="# model" few="# modely" other="# modelů" />
              </Count>
            </Tile>
          </li>
        ))}
      </Grid>
    </nav>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  list-style: none;
  margin: ${({ theme }) => theme.spacing.lg} 0;
  padding: 0;
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  }
`;

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-align: center;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Name = styled.span`
  font-weight: 600;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
