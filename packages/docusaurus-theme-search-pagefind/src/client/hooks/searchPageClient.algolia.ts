import {useMemo} from 'react';
import {liteClient, type LiteClient} from 'algoliasearch/lite';
import {useSearchConfig} from './useSearchConfig';

// The search page's search client with the Algolia engine (the theme's `algolia`
// option); see searchPageClient.ts.

export function useSearchPageClient(): LiteClient {
  const {algolia} = useSearchConfig();
  return useMemo(() => liteClient(algolia!.appId, algolia!.apiKey), [algolia]);
}
