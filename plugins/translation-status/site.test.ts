// End to end, on a scratch copy of this site in its own git repository whose commits carry
// chosen dates: `npm run i18n:status` reports what changed, and one English production build
// (`docusaurus build --locale en`, a few minutes) shows the notices, builds a doc and a post
// whose translations were removed, and keeps links to them working.
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Report} from './status';

const repoRoot = path.resolve(__dirname, '../..');
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';
const EN_BLOG = 'i18n/en/docusaurus-plugin-content-blog';
const FIRST = '2024-01-01T09:00:00Z';
const SECOND = '2024-02-01T09:00:00Z';
const CHECKED = '2024-02-15T09:00:00Z';
const UNCOMMITTED = new Date('2024-03-01T09:00:00Z');

let scratch: string;
let site: string;
let out: string;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_CURRENT_LOCALE: '', ...env},
    maxBuffer: 256 << 20,
  });
  if (result.error) throw result.error;
  return result;
}

function commit(message: string, date: string) {
  run('git', ['add', '-A']);
  const result = run(
    'git',
    [
      '-c',
      'user.name=Author',
      '-c',
      'user.email=author@example.org',
      'commit',
      '-q',
      '-m',
      message,
    ],
    {
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  );
  expect(result.status, result.stderr).toBe(0);
}

function edit(file: string, change: (text: string) => string) {
  const abs = path.join(site, file);
  const before = readFileSync(abs, 'utf8');
  const after = change(before);
  expect(after, `edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(abs, after);
}

function page(route: string) {
  const file = path.join(out, `${route}.html`);
  expect(existsSync(file), `${route}.html was built`).toBe(true);
  return load(readFileSync(file, 'utf8'));
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'i18n-status-'));
  site = path.join(scratch, 'site');
  out = path.join(scratch, 'build');
  mkdirSync(site);
  // The site as it is in this work tree (committed or not), without what a build does not read.
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(
      (file) => file && !/^(bench|tests)\//.test(file) && existsSync(path.join(repoRoot, file)),
    );
  for (const file of files)
    cpSync(path.join(repoRoot, file), path.join(site, file), {recursive: true});
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(site, 'node_modules'));
  expect(run('git', ['init', '-q']).status).toBe(0);
  commit('Everything in both languages', FIRST);

  // A month later: the Chinese foreword and a post change, a doc and a post change only in
  // whitespace or hidden front matter, and one doc and one post lose their translations.
  edit('docs/intro.md', (text) => text.replace('欢迎来到', '欢迎光临'));
  edit('blog/2024-03-16-local-https-for-node.md', (text) => text.replace('线上早就', '线上早已'));
  edit('docs/react-native/navigation.md', (text) =>
    text.replace(/\n\n/g, '\n\n\n').replace(/。/, '。  '),
  );
  edit('docs/react-native/debugging.md', (text) =>
    text.replace(/^sidebar_position: \d+/m, 'sidebar_position: 9'),
  );
  rmSync(path.join(site, EN_DOCS, 'react-native/release.md'));
  rmSync(path.join(site, EN_BLOG, '2024-06-08-docker-jenkins-on-linux.md'));
  edit('docs/back_boss/server/create.md', (text) =>
    text.replace(/(\n# [^\n]+\n)/, '$1\n一处措辞修改。\n'),
  );
  commit('Revise the Chinese originals', SECOND);

  // The translator checks the English create.md against its changed original: still right.
  edit(`${EN_DOCS}/back_boss/server/create.md`, (text) =>
    text.replace(/^---\n/, '---\ntranslation_checked: 2024-02-15\n'),
  );
  commit('Check the English create.md', CHECKED);

  // Not committed yet: a visible change to a Chinese doc, dated by its file time.
  edit('docs/back_boss/server/introduce.md', (text) =>
    text.replace(/(\n# [^\n]+\n)/, '$1\n新加的一段。\n'),
  );
  utimesSync(path.join(site, 'docs/back_boss/server/introduce.md'), UNCOMMITTED, UNCOMMITTED);
}, 120_000);

afterAll(() => {
  // KEEP_SCRATCH=1 keeps the scratch site and its build to look at.
  if (scratch && !process.env.KEEP_SCRATCH) rmSync(scratch, {recursive: true, force: true});
  else if (scratch) console.log(`scratch site kept in ${scratch}`);
});

describe('npm run i18n:status on a site with history', () => {
  let report: Report;
  let strictStatus: number | null;

  beforeAll(() => {
    const result = run('npx', [
      'tsx',
      path.join(repoRoot, 'scripts/i18n-status.ts'),
      '--json',
      '--strict',
    ]);
    strictStatus = result.status;
    report = JSON.parse(result.stdout);
  }, 120_000);

  const entry = (translation: string) => {
    const found = report.entries.find((item) => item.translation === translation);
    expect(found, translation).toBeDefined();
    return found!;
  };

  it('reports a Chinese doc and post changed after their translations as outdated, with both dates', () => {
    const intro = entry(`${EN_DOCS}/intro.md`);
    expect(intro.status).toBe('outdated');
    expect(intro.sourceChanged).toMatchObject({
      date: '2024-02-01T09:00:00.000Z',
      via: 'git',
      file: 'docs/intro.md',
    });
    expect(intro.translationChanged).toMatchObject({date: '2024-01-01T09:00:00.000Z', via: 'git'});
    expect(entry(`${EN_BLOG}/2024-03-16-local-https-for-node.md`).status).toBe('outdated');
  });

  it('dates an uncommitted change by its file time', () => {
    const introduce = entry(`${EN_DOCS}/back_boss/server/introduce.md`);
    expect(introduce.status).toBe('outdated');
    expect(introduce.sourceChanged).toMatchObject({date: UNCOMMITTED.toISOString(), via: 'mtime'});
  });

  it('reports removed translations as missing', () => {
    expect(entry(`${EN_DOCS}/react-native/release.md`)).toMatchObject({
      status: 'missing',
      translationChanged: null,
    });
    expect(entry(`${EN_BLOG}/2024-06-08-docker-jenkins-on-linux.md`).status).toBe('missing');
  });

  it('does not report whitespace-only or hidden front-matter changes', () => {
    for (const file of ['react-native/navigation.md', 'react-native/debugging.md']) {
      const item = entry(`${EN_DOCS}/${file}`);
      expect(item.status).toBe('up-to-date');
      expect(item.sourceChanged?.date).toBe('2024-01-01T09:00:00.000Z');
    }
  });

  it('takes a translation_checked change as a change of the translation', () => {
    const create = entry(`${EN_DOCS}/back_boss/server/create.md`);
    expect(create.sourceChanged?.date).toBe('2024-02-01T09:00:00.000Z');
    expect(create).toMatchObject({
      status: 'up-to-date',
      translationChanged: {date: '2024-02-15T09:00:00.000Z'},
    });
  });

  it('covers the UI translation files, and --strict fails', () => {
    for (const file of [
      'code.json',
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-theme-classic/footer.json',
      `${EN_BLOG.slice(8)}/options.json`,
      'docusaurus-plugin-content-docs/current.json',
    ]) {
      expect(entry(`i18n/en/${file}`).status).toBe('up-to-date');
    }
    expect(report.counts).toEqual({
      'up-to-date': report.entries.length - 5,
      outdated: 3,
      missing: 2,
    });
    expect(strictStatus).toBe(1);
  });
});

describe('the English build of that site', () => {
  beforeAll(() => {
    // No persistent bundler cache: node_modules (and its .cache) is this work tree's, shared.
    const result = run('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', out], {
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-4000)).toBe(0);
  }, 900_000);

  const notice = ($: ReturnType<typeof load>) => $('[role="note"].translation-notice');

  it('shows an outdated doc and post the notice with both dates and a link to the original', () => {
    const $ = page('docs/intro');
    const note = notice($);
    expect(note.attr('data-translation-status')).toBe('outdated');
    expect(note.text()).toContain('This translation may be out of date');
    expect(note.text()).toContain(
      'changed on 1 February 2024; this translation was last updated on 1 January 2024.',
    );
    const link = note.find('a[hreflang="zh-Hans"]');
    expect(link.text()).toBe('Chinese original');
    expect(link.attr('href')).toMatch(/\/docs\/intro$/);
    // The notice comes before the page's content, and the page is still English.
    expect($('article').text().indexOf('out of date')).toBeLessThan(
      $('article').text().indexOf('Welcome'),
    );
    expect($('html').attr('lang')).toBe('en-GB');
    expect(notice(page('blog/local-https-for-node')).attr('data-translation-status')).toBe(
      'outdated',
    );
  });

  it('builds a doc with no translation from the Chinese original, marked as such', () => {
    const $ = page('docs/react-native/release');
    expect(notice($).attr('data-translation-status')).toBe('missing');
    expect(notice($).text()).toContain('Not translated yet');
    const original = $('article [lang="zh-Hans"]').first();
    expect(original.find('h1').text()).toBe('构建 React Native 发布版本');
    expect(original.text()).toContain('开发构建从 Metro 实时加载 JavaScript');
    expect(notice($).closest('[lang="zh-Hans"]').length).toBe(0);
  });

  it('links from English pages reach the untranslated doc', () => {
    const $ = page('docs/react-native/debugging');
    const hrefs = $('article a[href*="release"]')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const route = new URL(href, 'http://localhost/blog-notes/docs/react-native/debugging')
        .pathname;
      expect(existsSync(path.join(out, `${route.replace(/^\/blog-notes\//, '')}.html`)), href).toBe(
        true,
      );
    }
  });

  it('builds a post with no translation from the Chinese original, marked as such', () => {
    const $ = page('blog/docker-jenkins-on-linux');
    expect(notice($).attr('data-translation-status')).toBe('missing');
    expect($('[lang="zh-Hans"] .markdown').text()).toMatch(/[\u4e00-\u9fff]/);
    // In the post list its summary is marked too, without the note (that is for the post's page).
    const list = page('blog');
    const summary = list('article').filter(
      (_, article) => list(article).find('a[href$="/docker-jenkins-on-linux"]').length > 0,
    );
    expect(summary.find('[lang="zh-Hans"] .markdown').text()).toMatch(/[\u4e00-\u9fff]/);
    expect(notice(list).length).toBe(0);
  });

  it('shows nothing on pages whose translation is current or changed only in whitespace', () => {
    for (const route of [
      'docs/react-native/navigation',
      'docs/react-native/debugging',
      'docs/about-site/site-search',
      'docs/back_boss/server/create',
    ]) {
      const $ = page(route);
      expect(notice($).length, route).toBe(0);
      expect($('article [lang="zh-Hans"]').length, route).toBe(0);
    }
  });
});
