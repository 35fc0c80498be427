import { lazy, Suspense, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';
import { useRouter } from '../../routing/router';
import { formatSearchSearch } from './search-address';
import { NO_SUGGESTIONS, type SuggestionsResult } from './suggestions';

const SuggestionsController = lazy(() => import(/* webpackChunkName: "catalogue-suggest" */ './SuggestionsController'));

/**
 * The header's product search (checklist SH-S1) as a WAI-ARIA combobox, with the keyboard of the
 * service's smart search: Up/Down move, Enter opens the highlighted suggestion (or the results
 * page), Escape closes the list or clears the box. From 2 characters on it suggests categories
 * and products. The box is on every page; what fetches suggestions loads when the visitor first
 * reaches the box (focus or pointer), so the home page's JS stays as it was.
 */
export function HeaderSearch() {
  const { t } = useLingui();
  const { market } = useMarket();
  const { navigate } = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [result, setResult] = useState<SuggestionsResult>(NO_SUGGESTIONS);
  const options = result.options;
  const expanded = open && options.length > 0;

  // A new answer starts with nothing highlighted, so Enter never opens a row the visitor did not see.
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) {
    setShownOptions(options);
    setActiveIndex(-1);
  }

  function go(url: string) {
    setOpen(false);
    setActiveIndex(-1);
    navigate(url);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const option = expanded ? options[activeIndex] : undefined;
    if (option) return go(option.url);
    // Too short a term would only get the hint again; the results page says the same if one slips through.
    if (text.trim() !== '' && result.hint === null) go(`${pagePath(market, 'search')}${formatSearchSearch({ term: text.trim(), ordering: 'relevance', page: 1 })}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index === -1 && step < 0 ? options.length - 1 : (index + step + options.length) % options.length));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActiveIndex(-1);
    }
  }

  const activeId = expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;
  return (
    <Form role="search" onSubmit={submit} aria-label={t`Hledání v obchodě`} onFocus={() => setWanted(true)} onPointerEnter={() => setWanted(true)}>
      {wanted && (
        <Suspense fallback={null}>
          <SuggestionsController text={text} onResult={setResult} />
        </Suspense>
      )}
      <VisuallyHidden as="label" htmlFor={`${id}-input`}>
        <Trans>Hledat produkty</Trans>
      </VisuallyHidden>
      <Box
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeId}
        aria-describedby={`${id}-hint`}
        placeholder={t`Hledat telefony, tablety, příslušenství…`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <SubmitButton type="submit">
        <Trans>Hledat</Trans>
      </SubmitButton>
      <Hint id={`${id}-hint`} hidden={result.hint === null} data-testid="search-hint">
        {result.hint}
      </Hint>
      <Listbox id={`${id}-listbox`} role="listbox" aria-label={t`Návrhy hledání`} hidden={!expanded}>
        {expanded &&
          options.map((option, index) => (
            <OptionRow
              key={option.key}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown would blur the box and close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option.url)}
            >
              <span>{option.label}</span> <small>{option.detail}</small>
            </OptionRow>
          ))}
      </Listbox>
      <VisuallyHidden role="status" aria-live="polite">
        {result.answered && open && <Plural value={options.length} one="# návrh" few="# návrhy" other="# návrhů" />}
        {result.failed && t`Vyhledávání se nepodařilo. Zkuste to prosím znovu.`}
      </VisuallyHidden>
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  flex: 1 1 ${({ theme }) => theme.sizes.column.xl};
  max-width: ${({ theme }) => theme.sizes.measure.form};
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Box = styled.input`
  flex: 1;
  min-height: ${({ theme }) => theme.sizes.control.sm};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const SubmitButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.control.sm};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Listbox = styled.ul`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding: 0;
  list-style: none;
  max-height: ${({ theme }) => theme.sizes.listbox};
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const OptionRow = styled.li`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  cursor: pointer;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.infoSurface};
    outline: ${({ theme }) => theme.borders.strong} solid ${({ theme }) => theme.colors.primary};
    outline-offset: calc(-1 * ${({ theme }) => theme.borders.strong});
  }
`;
