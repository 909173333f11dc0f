import path from 'node:path';
import {checkUpstreamCopies} from '../packages/docusaurus-theme-search-pagefind/test/support/upstreamCopies';

// The site's files copied from Docusaurus (licenses/upstream-copies.json), listed in
// CONTRIBUTING.md ("Licences"), checked as the search package checks its own copies.
checkUpstreamCopies(path.resolve(import.meta.dirname, '..'), ['CONTRIBUTING.md']);
