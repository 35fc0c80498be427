import { act, screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { RemoteLoaderContext } from './remote-loader-context';
import type { RemoteLoader } from './remote-registry';
import { RemoteSlot } from './RemoteSlot';

/** A slot whose loader has the module loaded already (as after the tree editor page's wait), counting the module's renders. */
function renderLoadedSlot() {
  const shown: string[] = [];
  const Module = ({ label }: { label: string }) => {
    shown.push(label);
    return <p data-testid="module">{label}</p>;
  };
  const module = { default: Module };
  const load = (() => Promise.resolve(module)) as RemoteLoader;
  load.loaded = <T,>() => module as T;
  renderInWidget(
    <RemoteLoaderContext.Provider value={load}>
      <RemoteSlot remote="mf-admin-categories" exposed="./CategoryTreeApp" props={{ label: 'strom' }} />
    </RemoteLoaderContext.Provider>,
    { catalogs },
  );
  return { shown };
}

test('a module loaded before the slot mounted renders in its first pass, and its load answering does not render it again', async () => {
  const { shown } = renderLoadedSlot();
  expect(screen.getByTestId('module')).toHaveTextContent('strom');
  expect(screen.queryByTestId('remote-loading')).toBeNull();
  // The slot's own load answers in a microtask (act: with any render it causes); the module keeps the one render it had.
  await act(async () => {
    await Promise.resolve();
  });
  expect(shown).toEqual(['strom']);
});
