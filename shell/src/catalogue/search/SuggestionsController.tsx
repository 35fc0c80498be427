import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { CATALOGUE_SEARCH_MIN_LENGTH } from '@shop/shared/contract/catalogue';
import { useApiClient } from '@shop/shared/http/api-provider';
import { searchSuggestQuery } from './queries';
import type { SuggestionsResult } from './suggestions';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Renders nothing: asks for suggestions once typing pauses and reports them to the box. It is
 * its own chunk, loaded when the visitor first reaches the box, so pages where nobody
 * searches carry neither it nor the catalogue contract. Each answer is cached under its own
 * term, so a late answer for "ip" never shows while "iph" is in the box.
 */
export default function SuggestionsController({ text, onResult }: { text: string; onResult: (result: SuggestionsResult) => void }) {
  const { t } = useLingui();
  const api = useApiClient();
  const typed = text.trim();
  const term = useDebouncedValue(typed);
  const longEnough = term.length >= CATALOGUE_SEARCH_MIN_LENGTH && term === typed;
  const suggest = useQuery({ ...searchSuggestQuery(api, term), enabled: term.length >= CATALOGUE_SEARCH_MIN_LENGTH });
  const tooShort = typed.length > 0 && typed.length < CATALOGUE_SEARCH_MIN_LENGTH;
  const hint = tooShort ? t`Zadejte alespoň ${CATALOGUE_SEARCH_MIN_LENGTH} znaky.` : null;
  const data = longEnough ? suggest.data : undefined;
  const categoryLabel = t`Kategorie`;
  const productLabel = t`Produkt`;

  useEffect(() => {
    onResult({
      options: data
        ? [
            ...data.categories.map((category) => ({ key: `c${category.id}`, label: category.label, detail: categoryLabel, url: category.url_path })),
            ...data.products.map((product) => ({ key: `p${product.code}`, label: product.long_name, detail: productLabel, url: product.url })),
          ]
        : [],
      hint,
      answered: Boolean(data),
      failed: longEnough && suggest.isError,
    });
  }, [data, hint, longEnough, suggest.isError, categoryLabel, productLabel, onResult]);
  return null;
}
