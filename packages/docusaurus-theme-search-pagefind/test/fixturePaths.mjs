// Where the fixture-site test's files are: this folder, the package's and the repository's.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const testDir = path.dirname(fileURLToPath(import.meta.url));
export const packageDir = path.dirname(testDir);
export const repoRoot = path.resolve(packageDir, '..', '..');
