// Type declarations for the DocSearch entry points that src/theme/SearchBar loads lazily
// (they ship without .d.ts files), and createPortal from react-dom.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
