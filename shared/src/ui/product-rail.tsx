import { Children, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { focusRing } from './focus-ring';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/shop-icons';

export interface ProductRailProps {
  /** The rail's heading, which also names its region ("Dnešní nabídky"). */
  title: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, [tabindex="0"]';

/**
 * A horizontal row of tiles. Touch: swipe, snapping to a tile. Mouse: the previous and next buttons scroll by a view.
 * Keyboard: Tab walks the tiles' links (the browser scrolls each into view); Left and Right jump to the previous or next
 * tile's first link, Home and End to the first and last.
 */
export function ProductRail({ title, children }: ProductRailProps) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLUListElement>(null);
  const headingId = useId();

  const scrollByView = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(trackRef.current?.children ?? [])] as HTMLElement[];
    // The event's target, not document.activeElement: inside a partner page's shadow root that is the host.
    const current = items.findIndex((item) => item.contains(event.target as Node));
    if (current < 0) return;
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined || target < 0 || target >= items.length) return;
    const focusable = items[target]?.querySelector<HTMLElement>(FOCUSABLE);
    if (!focusable) return;
    event.preventDefault();
    focusable.focus();
  };

  return (
    <Region aria-labelledby={headingId}>
      <Head>
        <Title id={headingId}>{title}</Title>
        <Arrows>
          <Arrow type="button" aria-label={t`Předchozí produkty`} onClick={() => scrollByView(-1)}>
            <ChevronLeftIcon />
          </Arrow>
          <Arrow type="button" aria-label={t`Další produkty`} onClick={() => scrollByView(1)}>
            <ChevronRightIcon />
          </Arrow>
        </Arrows>
      </Head>
      <Track ref={trackRef} onKeyDown={onKeyDown} data-testid="product-rail">
        {Children.map(children, (child) => (
          <Slot>{child}</Slot>
        ))}
      </Track>
    </Region>
  );
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  /* A phone swipes; the buttons would only take room there. */
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Arrow = styled.button`
  display: inline-grid;
  place-content: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  border: ${({ theme }) => `${theme.borders.hairline} solid ${theme.colors.borderSubtle}`};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
`;

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(${({ theme }) => theme.sizes.tile}, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xs} ${theme.spacing.md}`};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${({ theme }) => theme.spacing.xs};
  ${({ theme }) => theme.media.mobile} {
    /* Part of the next tile shows, so a phone user sees there is more to swipe. */
    grid-auto-columns: 70%;
  }
`;

const Slot = styled.li`
  display: flex;
  scroll-snap-align: start;
  > * {
    flex: 1;
  }
`;
