import {describe, expect, it} from 'vitest';
import {openSearchLink, openSearchXml} from './openSearch';

describe('OpenSearch description', () => {
  const site = {
    title: 'Notes <&> "x"',
    url: 'https://example.org',
    baseUrl: '/docs-site/en/',
    favicon: 'img/logo.svg',
    searchPageRoute: '/docs-site/en/search',
  };

  it("points at the locale's search page, with the title escaped", () => {
    const xml = openSearchXml(site);
    expect(xml).toContain('<ShortName>Notes &lt;&amp;&gt; &quot;x&quot;</ShortName>');
    expect(xml).toContain('template="https://example.org/docs-site/en/search?q={searchTerms}"');
    expect(xml).toContain('template="https://example.org/docs-site/en/opensearch.xml"');
    expect(xml).toContain('>https://example.org/docs-site/en/img/logo.svg</Image>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<OpenSearchDescription')).toBe(
      true,
    );
  });

  it('leaves the image out without a favicon, and links the file under the base URL', () => {
    expect(openSearchXml({...site, favicon: undefined})).not.toContain('<Image');
    expect(openSearchLink(site).attributes).toMatchObject({
      rel: 'search',
      href: '/docs-site/en/opensearch.xml',
    });
  });
});
