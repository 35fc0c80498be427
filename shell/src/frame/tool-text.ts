import styled from 'styled-components';

/**
 * The word beside a header icon ("Oblíbené", "Košík"): shown from the tablet layout up, and on a phone kept for
 * screen readers only, so the one-row phone header still names every icon.
 */
export const ToolText = styled.span`
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px; /* literal-ok: the visually-hidden clip technique */
    height: 1px; /* literal-ok: the clip technique */
    margin: -1px; /* literal-ok: the clip technique */
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;
