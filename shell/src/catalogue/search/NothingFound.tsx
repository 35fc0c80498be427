import { Trans } from '@lingui/react/macro';
import type { SearchCategory } from '@shop/shared/contract/catalogue';
import { Link } from '../../routing/router';

/** A search without results offers the categories the server suggests instead of an empty page. */
export function NothingFound({ categories }: { categories: SearchCategory[] }) {
  return (
    <>
      <p>
        <Trans>Hledanému výrazu neodpovídá žádný produkt. Zkuste jiný název.</Trans>
      </p>
      {categories.length > 0 && (
        <nav aria-labelledby="search-suggested-categories">
          <h2 id="search-suggested-categories">
            <Trans>Možná hledáte</Trans>
          </h2>
          <ul data-testid="search-suggested-categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={category.url_path}>{category.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
