import { useEffect } from 'react';
import { useLingui } from '@lingui/react';

/** Screen readers and hyphenation follow <html lang>, so it changes with the language switch. */
export function DocumentLanguage() {
  const { i18n } = useLingui();
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n.locale]);
  return null;
}
