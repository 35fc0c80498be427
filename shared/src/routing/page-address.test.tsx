import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MarketProvider } from '../i18n/market-context';
import { SHELL_NAVIGATE_EVENT } from './address-history';
import { useGoTo, usePageSegments } from './page-address';

const inRomania = ({ children }: { children: ReactNode }) => <MarketProvider market="RO">{children}</MarketProvider>;

afterEach(() => window.history.pushState(null, '', '/'));

test('the segments after the page’s own path follow Back and the shell’s navigation', () => {
  window.history.pushState(null, '', '/comenzi/1042/');
  const { result } = renderHook(() => usePageSegments('orders'), { wrapper: inRomania });
  expect(result.current).toEqual(['1042']);

  act(() => {
    window.history.pushState(null, '', '/comenzi/1043/secret/');
    window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
  });
  expect(result.current).toEqual(['1043', 'secret']);

  act(() => {
    window.history.pushState(null, '', '/cont/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(result.current).toEqual([]);
});

test('going to a page pushes the market’s address and tells the shell', () => {
  const told = jest.fn();
  window.addEventListener(SHELL_NAVIGATE_EVENT, told);
  const { result } = renderHook(() => useGoTo(), { wrapper: inRomania });
  act(() => result.current('orders', ['1042']));
  expect(window.location.pathname).toBe('/comenzi/1042/');
  expect(told).toHaveBeenCalledTimes(1);
  window.removeEventListener(SHELL_NAVIGATE_EVENT, told);
});
