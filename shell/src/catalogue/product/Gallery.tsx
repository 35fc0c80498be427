import { useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { ProductImage } from '@shop/shared/contract/catalogue';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '@shop/shared/catalogue/product-picture';
import { focusRing } from '@shop/shared/ui/focus-ring';

// The drawn pictures' shape (400 × 440), so the page keeps their room before they arrive.
const heightFor = (width: number) => Math.round((width * PICTURE_HEIGHT) / PICTURE_WIDTH);

/**
 * The product's pictures: one large, the others as buttons that bring them forward. The large one is the page's main
 * picture: fetched at once and first; the thumbnails only when near the screen.
 */
export function Gallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, images.length - 1)];
  if (!shown) return null;
  return (
    <Wrapper>
      <MainPicture src={shown.url} alt={shown.alt || name} width={360} height={heightFor(360)} loading="eager" fetchPriority="high" />
      {images.length > 1 && (
        <Thumbs aria-label={t`Obrázky produktu`}>
          {images.map((image, position) => (
            <li key={image.url}>
              <Thumb type="button" aria-pressed={position === index} aria-label={t`Obrázek ${position + 1} z ${images.length}`} onClick={() => setIndex(position)}>
                <img src={image.url} alt="" width={64} height={heightFor(64)} loading="lazy" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const MainPicture = styled.img`
  max-width: 100%;
  height: auto;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Thumb = styled.button`
  padding: ${({ theme }) => theme.spacing.xxs};
  border: ${({ theme }) => theme.borders.strong} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;
