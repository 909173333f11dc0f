import {describe, expect, it} from 'vitest';
import {
  hasInlineEventHandler,
  inlineScripts,
  offSiteImageOrigins,
  scriptHash,
} from './pageSources.mjs';

describe('inlineScripts', () => {
  it('returns the raw text of each inline script a browser runs, in order', () => {
    const html = [
      '<head><script>a()</script><SCRIPT type=text/javascript>b( "<x>" )</SCRIPT >',
      '<script type="module">import "./c.js"</script><script type=""> d()</script></head>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b( "<x>" )', 'import "./c.js"', ' d()']);
  });

  it('skips external scripts and data blocks, which CSP hashes do not concern', () => {
    const html =
      '<script src="/a.js"></script><script defer src=/b.js></script>' +
      '<script data-rh=true type=application/ld+json>{"@type":"Article"}</script>' +
      '<script type="text/template"><p></p></script><script data-src=x>kept()</script>';
    expect(inlineScripts(html)).toEqual(['kept()']);
  });

  it('normalises line endings as the HTML parser does before the browser hashes', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()\n</script>')).toEqual(['a()\nb()\nc()\n']);
  });

  it('finds none in a page without scripts', () => {
    expect(inlineScripts('<!doctype html><p>text</p>')).toEqual([]);
  });
});

describe('scriptHash', () => {
  it("gives the CSP source browsers compute (the CSP specification's example)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    expect(scriptHash('"工作台"')).not.toBe(scriptHash('"???"'));
    expect(scriptHash('"工作台"')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe('hasInlineEventHandler', () => {
  it('finds on…= attributes, which hashes cannot allow', () => {
    expect(hasInlineEventHandler('<link rel=stylesheet media=print onload="x()">')).toBe(true);
    expect(hasInlineEventHandler('<img src=a.png\nonerror=x()>')).toBe(true);
  });

  it('ignores text and script bodies that only look like one', () => {
    expect(hasInlineEventHandler('<p>use onclick= sparingly</p><button type=button>')).toBe(false);
    expect(hasInlineEventHandler('<script>if(a<b&&c.onload=1){}</script>')).toBe(false);
  });
});

describe('offSiteImageOrigins', () => {
  it('lists the origins of images on other sites, once each', () => {
    const html =
      '<img src="https://badge.example/b?page_id=x&amp;y=1" alt=""><img src=/blog-notes/img/a.png>' +
      '<img src="data:image/png;base64,AA=="><img srcset="https://cdn.example/a.png 1x, /b.png 2x">' +
      "<img alt='' src='https://badge.example/c'>";
    expect(offSiteImageOrigins(html).sort()).toEqual([
      'https://badge.example',
      'https://cdn.example',
    ]);
  });
});
