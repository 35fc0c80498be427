import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Input } from '@shop/shared/ui/input';
import { SpinnerRing } from '@shop/shared/ui/spinner';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';
import { MIN_SEARCH_LENGTH, useDebouncedSearch } from './use-debounced-search';

export interface Suggestion {
  id: number;
  label: string;
}

export interface SmartSearchProps<T extends Suggestion> {
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  onPick: (item: T) => void;
  /** Label of the device picked here; when the flow drops it (the cascade changed), the box empties. */
  pickedLabel: string | null;
}

/**
 * The smart search as a WAI-ARIA combobox with a listbox popup: focus stays in the text box,
 * the highlighted option is announced through aria-activedescendant, Up/Down move, Enter picks,
 * Escape closes the list (or clears the box when the list is closed). The number of results
 * goes to a polite live region.
 */
export function SmartSearch<T extends Suggestion>({ search, onPick, pickedLabel }: SmartSearchProps<T>) {
  const { t } = useLingui();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  // Only what the customer typed is searched; showing a picked label in the box must not search again.
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const state = useDebouncedSearch(term, search);
  const items = state.status === 'done' ? state.items : [];
  const expanded = open && items.length > 0;
  const resultCount = items.length;

  // A new answer starts with nothing highlighted, so Enter never picks a row the customer did not see.
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    setActiveIndex(-1);
  }

  const lastPicked = useRef<string | null>(null);
  useEffect(() => {
    if (pickedLabel === null && lastPicked.current !== null) {
      setText((current) => (current === lastPicked.current ? '' : current));
      lastPicked.current = null;
    }
  }, [pickedLabel]);

  function pick(item: T) {
    lastPicked.current = item.label;
    setText(item.label);
    setOpen(false);
    setActiveIndex(-1);
    onPick(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(items.length > 0 ? 0 : -1);
        } else setActiveIndex((index) => (index + 1) % items.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(items.length - 1);
        } else setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
        break;
      case 'Enter': {
        const item = expanded ? items[activeIndex] : undefined;
        if (item) {
          event.preventDefault();
          pick(item);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          setTerm('');
        }
        break;
      default:
    }
  }

  const activeId = expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;

  return (
    <Wrapper>
      <Label htmlFor={inputId}>
        <Trans>Vyhledejte své zařízení</Trans>
      </Label>
      <InputRow>
        <Input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          placeholder={t`např. iPhone 15`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTerm(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {state.status === 'loading' && <SpinnerRing $size="small" />}
      </InputRow>
      <Hint id={hintId}>
        <Trans>Zadejte alespoň {MIN_SEARCH_LENGTH} znaky názvu zařízení.</Trans>
      </Hint>
      <Listbox id={listboxId} role="listbox" aria-label={t`Nalezená zařízení`} hidden={!expanded}>
        {expanded &&
          items.map((item, index) => (
            <Option
              key={item.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown would blur the box and close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              {item.label}
            </Option>
          ))}
      </Listbox>
      <VisuallyHidden role="status" aria-live="polite" data-testid="search-announcement">
        {state.status === 'too-short' && t`Zadejte alespoň ${MIN_SEARCH_LENGTH} znaky.`}
        {state.status === 'done' &&
          (resultCount === 0
            ? t`Žádné zařízení neodpovídá hledání.`
            : <Plural value={resultCount} one="Nalezeno # zařízení." few="Nalezena # zařízení." other="Nalezeno # zařízení." />)}
        {state.status === 'failed' && t`Vyhledávání se nepodařilo. Zkuste to prosím znovu.`}
      </VisuallyHidden>
      {state.status === 'done' && state.items.length === 0 && (
        <Notice>
          <Trans>Žádné zařízení neodpovídá hledání. Zkuste jiný název nebo vyberte zařízení níže.</Trans>
        </Notice>
      )}
      {state.status === 'failed' && (
        <Notice role="alert">
          <Trans>Vyhledávání se nepodařilo. Zkuste to prosím znovu.</Trans>
        </Notice>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Label = styled.label`
  display: block;
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
`;

const Listbox = styled.ul`
  position: absolute;
  z-index: 10;
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding: 0;
  list-style: none;
  max-height: ${({ theme }) => theme.sizes.listbox};
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.infoSurface};
    outline: ${({ theme }) => theme.borders.strong} solid ${({ theme }) => theme.colors.primary};
    outline-offset: calc(-1 * ${({ theme }) => theme.borders.strong});
  }
`;
