import { catalogueHome } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import type { ApiClient } from '@shop/shared/http/api-client';
import { queryFor } from '@shop/shared/query/route-query';

/** The home page's rails and teasers; names are translated, so the language is in the key. */
export const homeQuery = (api: ApiClient, locale: Locale) => queryFor(api, catalogueHome, {}, locale);
