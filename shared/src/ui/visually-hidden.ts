import styled from 'styled-components';

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px; /* literal-ok: the clip technique, not a look */
  height: 1px; /* literal-ok: the clip technique */
  padding: 0;
  margin: -1px; /* literal-ok: the clip technique */
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
