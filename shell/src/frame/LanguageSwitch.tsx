import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { publish } from '@shop/shared/bus/bus';
import type { Locale } from '@shop/shared/contract/common';
import { rememberLocale } from '../locale/locale-choice';
import { loadShellCatalogInto } from '../locales/catalog-loader';

const languages: { locale: Locale; label: string; name: string }[] = [
  { locale: 'cs', label: 'CS', name: 'Čeština' },
  { locale: 'ro', label: 'RO', name: 'Română' },
];

/** Publishes the choice on the bus: the shell and every loaded remote re-render in place. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const choose = async (locale: Locale) => {
    rememberLocale(locale);
    // The page started with one language's catalog only: the other is fetched before anything switches to it.
    await loadShellCatalogInto(i18n, locale);
    publish('locale', locale);
  };
  return (
    <Group role="group" aria-label={t`Jazyk`}>
      {languages.map(({ locale, label, name }) => (
        <LanguageButton key={locale} type="button" lang={locale} aria-pressed={i18n.locale === locale} title={name} onClick={() => void choose(locale)}>
          {label}
        </LanguageButton>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  gap: 2px;
`;

const LanguageButton = styled.button`
  min-width: 40px;
  padding: 6px 8px;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: 4px;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: #fff;
    color: #0b5394;
    font-weight: 700;
  }
`;
