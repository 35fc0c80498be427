import type { Ref } from 'react';
import styled from 'styled-components';
import { HONEYPOT_FIELD } from '../contract/honeypot';

// Off-screen rather than display:none: bots skip inputs that are not rendered, people never reach
// this one (no tab stop, hidden from screen readers, no autofill).
const OffScreen = styled.div`
  position: absolute;
  left: -10000px; /* literal-ok: off-screen technique, not a look */
  width: 1px; /* literal-ok: off-screen technique */
  height: 1px; /* literal-ok: off-screen technique */
  overflow: hidden;
`;

/** The trap of an anonymous form that mails: a person leaves it empty, a form-filling bot does not. */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <OffScreen aria-hidden="true">
      <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </OffScreen>
  );
}

/** What the submit adds to its body: the trap's text only when something filled it in. */
export function honeypotBody(input: HTMLInputElement | null): { [HONEYPOT_FIELD]?: string } {
  return input && input.value !== '' ? { [HONEYPOT_FIELD]: input.value } : {};
}
