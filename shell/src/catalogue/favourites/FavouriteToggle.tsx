import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing } from '@shop/shared/ui/focus-ring';
import { useFavourites } from './use-favourites';

/** A toggle button (aria-pressed) that marks the product as a favourite. */
export function FavouriteToggle({ code, name }: { code: string; name: string }) {
  const { t } = useLingui();
  const favourites = useFavourites();
  const pressed = favourites.codes.includes(code);
  return (
    <>
      <Toggle type="button" aria-pressed={pressed} aria-label={t`Oblíbené: ${name}`} disabled={favourites.pending} onClick={() => favourites.toggle(code)}>
        <span aria-hidden="true">{pressed ? '♥' : '♡'}</span> <Trans>Oblíbené</Trans>
      </Toggle>
      <span aria-live="polite">{favourites.toggleError && <Trans>Oblíbené se nepodařilo uložit. Zkuste to prosím znovu.</Trans>}</span>
    </>
  );
}

const Toggle = styled.button`
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.infoSurface};
    font-weight: 700;
  }
  ${focusRing}
`;
