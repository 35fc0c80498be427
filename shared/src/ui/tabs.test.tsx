import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '../widget/render-in-widget';
import { recallTab, rememberTab } from './tab-memory';
import { Tabs } from './tabs';

const purgeTabs = [
  { id: 'default', label: 'Default', content: <p>Výchozí klíče</p> },
  { id: 'url', label: 'URL', content: <p>Zadejte URL</p> },
  { id: 'key', label: 'Key', content: <p>Zadejte klíče</p> },
  { id: 'all', label: 'Purge All', content: <p>Vše</p> },
];

afterEach(() => sessionStorage.clear());

test('arrow keys, Home and End move between tabs and activate them', () => {
  renderInWidget(<Tabs tabs={purgeTabs} label="Purge cache" />);
  const tablist = screen.getByRole('tablist', { name: 'Purge cache' });
  const tab = (name: string) => screen.getByRole('tab', { name });

  expect(tab('Default')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Default')).toHaveAttribute('tabindex', '0');
  expect(tab('URL')).toHaveAttribute('tabindex', '-1');

  fireEvent.keyDown(tablist, { key: 'ArrowRight' });
  expect(tab('URL')).toHaveFocus();
  expect(tab('URL')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'URL' })).toHaveTextContent('Zadejte URL');

  fireEvent.keyDown(tablist, { key: 'End' });
  expect(tab('Purge All')).toHaveFocus();
  fireEvent.keyDown(tablist, { key: 'ArrowRight' });
  expect(tab('Default')).toHaveFocus();
  fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
  expect(tab('Purge All')).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(tablist, { key: 'Home' });
  expect(tab('Default')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
});

test('the last active tab is remembered by key and restored on the next render', () => {
  const onChange = jest.fn();
  const first = renderInWidget(<Tabs tabs={purgeTabs} label="Purge cache" rememberKey="purge-cache" onChange={onChange} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Key' }));
  expect(onChange).toHaveBeenCalledWith('key');
  first.unmount();

  renderInWidget(<Tabs tabs={purgeTabs} label="Purge cache" rememberKey="purge-cache" />);
  expect(screen.getByRole('tab', { name: 'Key' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Zadejte klíče');
});

test('a remembered tab expires after 5 minutes and unknown ids are ignored', () => {
  const now = 1_000_000;
  rememberTab('purge-cache', 'url', now);
  expect(recallTab('purge-cache', undefined, now + 4 * 60_000)).toBe('url');
  expect(recallTab('purge-cache', undefined, now + 5 * 60_000)).toBeNull();

  rememberTab('purge-cache', 'gone');
  renderInWidget(<Tabs tabs={purgeTabs} label="Purge cache" rememberKey="purge-cache" defaultTabId="all" />);
  expect(screen.getByRole('tab', { name: 'Purge All' })).toHaveAttribute('aria-selected', 'true');
});
