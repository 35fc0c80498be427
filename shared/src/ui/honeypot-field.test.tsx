import { render } from '@testing-library/react';
import { createRef } from 'react';
import { ThemeProvider } from 'styled-components';
import { HoneypotField, honeypotBody } from './honeypot-field';
import { theme } from './theme';

test('the trap is out of the tab order and hidden from screen readers', () => {
  const ref = createRef<HTMLInputElement>();
  const { container } = render(
    <ThemeProvider theme={theme}>
      <HoneypotField ref={ref} />
    </ThemeProvider>,
  );
  expect(ref.current).toHaveAttribute('tabindex', '-1');
  expect(ref.current).toHaveAttribute('name', 'website');
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
});

test('an empty trap adds nothing to the body; a filled one is sent for the server to refuse', () => {
  const input = document.createElement('input');
  expect(honeypotBody(input)).toEqual({});
  expect(honeypotBody(null)).toEqual({});
  input.value = 'https://spam.example';
  expect(honeypotBody(input)).toEqual({ website: 'https://spam.example' });
});
