// Without other sites (option `sites` unset, or the Algolia engine): sitesUi.ts's names, showing
// and doing nothing, for the build that has no other site to show (src/index.ts picks it).
import type {ReactNode} from 'react';
import type * as SitesUi from './sitesUi';

const noFilter: [string, (site: string) => void] = ['', () => {}];
const noLabels: string[] = [];

export const useSiteFilter: typeof SitesUi.useSiteFilter = () => noFilter;
export const useLateSiteAnswers: typeof SitesUi.useLateSiteAnswers = () => {};
export const useSiteLabels: typeof SitesUi.useSiteLabels = () => noLabels;
export const SiteFilter: typeof SitesUi.SiteFilter = (): ReactNode => null;
export const SitesNotice: typeof SitesUi.SitesNotice = (): ReactNode => null;
