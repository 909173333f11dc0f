import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/globalData';

// The theme's settings for the current locale (src/index.ts writes them).

export function useSearchConfig(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME) as SearchGlobalData;
}
