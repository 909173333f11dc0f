import {describe, expect, it} from 'vitest';
import {codeWords, identifierParts, indexWord} from './codeWords';

describe('codeWords', () => {
  it('writes each identifier, and those after it that punctuation alone parts from it, run together', () => {
    const {whole} = codeWords([
      "await queryInterface.createTable('users', {id: DataTypes.STRING});",
    ]);
    expect(whole).toEqual(
      expect.arrayContaining([
        'queryinterface',
        'queryinterfacecreatetable',
        'createtable',
        'createtableusers',
        'datatypesstring',
        'string',
      ]),
    );
    // Words a space parts are not run together.
    expect(whole).not.toContain('awaitqueryinterface');
  });

  it('writes commands, flags and constants as they are typed, punctuation dropped', () => {
    const {whole} = codeWords([
      'npm i --save-dev sequelize-cli',
      'npx sequelize-cli db:migrate',
      'ALGOLIA_SEARCH_API_KEY=abc',
      'app.listen(3000);',
    ]);
    for (const word of [
      'savedev',
      'sequelizecli',
      'dbmigrate',
      'algolia_search_api_key',
      'listen3000',
    ])
      expect(whole).toContain(word);
  });

  it('writes the words inside an identifier apart, and not those it writes whole', () => {
    const {whole, parts} = codeWords(['const nav = useNavigation();', 'read(file)']);
    expect(parts).toEqual(expect.arrayContaining(['use', 'navigation']));
    expect(parts).not.toContain('read'); // written whole on the second line
    expect(whole).toContain('read');
    expect(codeWords(['x = ALGOLIA_SEARCH_API_KEY']).parts).toEqual(
      expect.arrayContaining(['algolia', 'search_api_key', 'api_key', 'key']),
    );
  });

  it('keeps words to 64 characters and leaves one-letter identifiers out', () => {
    const {whole} = codeWords([`${'a'.repeat(100)}.b = x`]);
    expect(whole.every((word) => word.length <= 64 && word.length > 1)).toBe(true);
  });

  it('parts identifiers at case changes, underscores and hyphens', () => {
    expect(identifierParts('readFileSync')).toEqual(['read', 'File', 'Sync']);
    expect(identifierParts('WKWebView')).toEqual(['WK', 'Web', 'View']);
    expect(identifierParts('snake_case-name')).toEqual(['snake', 'case', 'name']);
    expect(indexWord('$ANDROID_HOME')).toBe('android_home');
    expect(indexWord('fs.readFileSync(')).toBe('fsreadfilesync');
  });
});
