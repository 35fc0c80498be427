// The floor a federated widget is compared with: one plain bundle of React 19 with the same
// shared libraries, doing about what the smallest remote does (fetch and list choices).
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { create } from 'zustand';
import * as v from 'valibot';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

const i18n = setupI18n({ locale: 'cs', messages: { cs: {} } });
const useStore = create<{ selected: string | null; choose: (value: string) => void }>((set) => ({ selected: null, choose: (selected) => set({ selected }) }));
const Choices = v.object({ choices: v.array(v.object({ value: v.string(), label: v.string() })) });
const Tile = styled.button<{ $on: boolean }>`
  font-weight: ${({ $on }) => ($on ? 700 : 400)};
`;

function App() {
  const { selected, choose } = useStore();
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <List selected={selected} choose={choose} />
    </QueryClientProvider>
  );
}

function List({ selected, choose }: { selected: string | null; choose: (value: string) => void }) {
  const query = useQuery({ queryKey: ['types'], queryFn: async () => v.parse(Choices, await (await fetch('/api/new/buyout/product-selector/product-type-choices/')).json()) });
  return (
    <>
      {query.data?.choices.map((choice) => (
        <Tile key={choice.value} $on={choice.value === selected} onClick={() => choose(choice.value)}>
          {choice.label}
        </Tile>
      ))}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={{}}>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </ThemeProvider>,
);
