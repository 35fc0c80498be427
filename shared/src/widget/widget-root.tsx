import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { theme } from '../ui/theme';

/**
 * Selectors never cross a shadow boundary, but inherited properties (font, colour, line height...)
 * do, and a host page's `!important` rules reach the host element itself. `!important` inside the
 * shadow root beats the page's `!important`, so the host is reset to initial values and given the
 * shop's own font and colour: the widget looks the same on any page.
 */
function shadowIsolationStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = `:host {
  all: initial !important;
  display: block !important;
  font-family: ${theme.fonts.body} !important;
  font-size: ${theme.fontSizes.md} !important;
  line-height: normal !important;
  color: ${theme.colors.text} !important;
}`;
  return style;
}

/**
 * Renders a widget's tree (its providers included) into `element`, inside an open shadow root when `shadow` is set,
 * and returns `unmount`.
 */
export function renderWidgetRoot(element: HTMLElement, shadow: boolean | undefined, tree: ReactNode): () => void {
  const shadowRoot = shadow ? (element.shadowRoot ?? element.attachShadow({ mode: 'open' })) : null;
  const host: HTMLElement | ShadowRoot = shadowRoot ?? element;
  const isolation = shadowRoot ? host.appendChild(shadowIsolationStyle()) : null;
  // styled-components appends its <style> to this element; inside the shadow root they style only the widget.
  const styleHost = shadowRoot ? host.appendChild(document.createElement('div')) : null;
  const container = host.appendChild(document.createElement('div'));
  container.setAttribute('data-shop-widget-root', '');

  const root = createRoot(container);
  root.render(styleHost ? <StyleSheetManager target={styleHost}>{tree}</StyleSheetManager> : tree);

  return () => {
    root.unmount();
    container.remove();
    styleHost?.remove();
    isolation?.remove();
  };
}
