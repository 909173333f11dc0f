// Build-time (Node) Docusaurus plugin: puts the custom-theme head script into every page.
import type {Plugin} from '@docusaurus/types';
import {headScriptSource} from './headScript';

export default function themeColoursPlugin(): Plugin {
  const source = headScriptSource();
  return {
    name: 'theme-colours',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: source}]};
    },
  };
}
