import { useId } from 'react';
import styled from 'styled-components';
import type { Choice } from '../contract/common';
import { useSettledChoice } from './settled-choice';

interface ChoiceListProps {
  /** Accessible name of the group, e.g. "Typ zařízení". */
  label: string;
  choices: readonly Choice[];
  selected: string | null;
  onChoose: (value: string) => void;
  testId?: string;
  /** Resolves a choice's picture address against the API the widget talks to (`ApiClient.assetUrl`). */
  assetUrl?: (path: string) => string;
}

/**
 * One step of the selector as a radio group of large tiles: every option visible at once,
 * arrow keys and Tab work natively, and the chosen one is announced as checked. An option
 * reached with the arrows is committed once it settles (`useSettledChoice`).
 */
export function ChoiceList({ label, choices, selected, onChoose, testId, assetUrl = (path) => path }: ChoiceListProps) {
  // Radios group by name across the whole document: two selectors on one page must not share one.
  const name = useId();
  const settled = useSettledChoice(selected, onChoose);
  return (
    <Group aria-label={label} data-testid={testId} onKeyDown={settled.onKeyDown} onPointerDown={settled.onPointerDown} onBlur={settled.onBlur}>
      <legend>{label}</legend>
      <Tiles data-pictures={choices.some((choice) => choice.picture)}>
        {choices.map((choice) => (
          <Tile key={choice.value} data-checked={choice.value === settled.shown}>
            <input type="radio" name={name} value={choice.value} checked={choice.value === settled.shown} onChange={() => settled.choose(choice.value)} />
            {choice.picture && <Picture src={assetUrl(choice.picture)} alt="" width={40} height={40} loading="lazy" />}
            <span>{choice.label}</span>
          </Tile>
        ))}
      </Tiles>
    </Group>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
  /* A picture takes 48 px of the tile: longer colour names ("Temně inkoustová") still fit. */
  &[data-pictures='true'] {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`;

const Tile = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px;
  border: 1px solid #c3cad2;
  border-radius: 8px;
  cursor: pointer;
  background: #fff;
  color: #1b1f24;
  &[data-checked='true'] {
    border-color: #0b5394;
    box-shadow: inset 0 0 0 1px #0b5394;
  }
  &:focus-within {
    outline: 3px solid #ffb300;
    outline-offset: 1px;
  }
`;

const Picture = styled.img`
  flex: none;
  object-fit: contain;
`;
