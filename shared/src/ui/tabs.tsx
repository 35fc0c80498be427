import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';
import { recallTab, rememberTab, TAB_MEMORY_MS } from './tab-memory';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Rendered only while its tab is active. */
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Remembers the active tab in sessionStorage under this key (the purge modal's four tabs use it). */
  rememberKey?: string;
  /** How long a remembered tab is restored; defaults to 5 minutes. */
  rememberForMs?: number;
  /** Active tab when nothing is remembered; defaults to the first. */
  defaultTabId?: string;
  onChange?: (id: string) => void;
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: none;
  border-bottom: ${({ theme }) => theme.focus.width} solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.spacing.md} 0`};
  ${focusRing}
`;

function initialTab(props: TabsProps): string {
  const ids = props.tabs.map((tab) => tab.id);
  const remembered = props.rememberKey ? recallTab(props.rememberKey, props.rememberForMs ?? TAB_MEMORY_MS) : null;
  if (remembered && ids.includes(remembered)) return remembered;
  if (props.defaultTabId && ids.includes(props.defaultTabId)) return props.defaultTabId;
  return ids[0] ?? '';
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list, arrow keys (and Home/End) move
 * between tabs and activate them.
 */
export function Tabs(props: TabsProps) {
  const { tabs, label, rememberKey, onChange } = props;
  const [activeId, setActiveId] = useState(() => initialTab(props));
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];

  function activate(id: string, moveFocus: boolean) {
    setActiveId(id);
    if (rememberKey) rememberTab(rememberKey, id);
    onChange?.(id);
    if (moveFocus) tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active?.id);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    activate(tab.id, true);
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          // Only the active panel exists, so only its tab may point at it with aria-controls.
          const selected = tab.id === active?.id;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => activate(tab.id, false)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {active && (
        <Panel role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} tabIndex={0}>
          {active.content}
        </Panel>
      )}
    </div>
  );
}
