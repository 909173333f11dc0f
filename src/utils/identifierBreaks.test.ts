import {describe, expect, it} from 'vitest';
import {withIdentifierBreaks} from './identifierBreaks';

describe('withIdentifierBreaks', () => {
  it.each([
    [
      'a long error code',
      'NET::ERR_CERT_AUTHORITY_INVALID',
      'NET::<wbr>ERR_<wbr>CERT_<wbr>AUTHORITY_<wbr>INVALID',
    ],
    [
      'inside code, tags kept',
      '<code>sequelize.models.UserAccount</code>',
      '<code>sequelize.<wbr>models.<wbr>UserAccount</code>',
    ],
    ['a path', 'src/css/custom-colours.css', 'src/<wbr>css/<wbr>custom-colours.<wbr>css'],
    ['short words untouched', 'a_b and x.y', 'a_b and x.y'],
    ['Chinese text untouched', '安装 Docker 与 Jenkins', '安装 Docker 与 Jenkins'],
    [
      'a trailing separator gets no break',
      'LONG_IDENTIFIER_NAME_',
      'LONG_<wbr>IDENTIFIER_<wbr>NAME_',
    ],
    [
      'entities untouched',
      'Tom &amp; Jerry_and_friends_forever',
      'Tom &amp; Jerry_<wbr>and_<wbr>friends_<wbr>forever',
    ],
  ])('%s', (_case, input, expected) => {
    expect(withIdentifierBreaks(input)).toBe(expected);
  });
});
