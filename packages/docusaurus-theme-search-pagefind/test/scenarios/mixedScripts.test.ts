import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pagefindJs, siteReader} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {fold} from '../../src/client/text/fold';
import type {PagefindModule} from '../../src/client/engine/types';

// Sites in languages written otherwise than English, each on a real bundle, searched as their
// readers type: German, Italian, Spanish and Russian pages (stemmed by their language's
// stemmer, the English words on them too; some words only their stem finds), Vietnamese with
// and without its diacritics, Thai (no spaces between words), Korean, Traditional Chinese and
// Arabic (right to left, stemmed). Each query finds its page with the reader, and with
// pagefind.js wherever pagefind.js finds it.

interface Site {
  dir: 'ltr' | 'rtl';
  pages: Array<{path: string; title: string; text: string}>;
  /** Query, as typed → the page it must find. */
  queries: Array<[string, string]>;
}

const sites: Record<string, Site> = {
  de: {
    dir: 'ltr',
    pages: [
      {
        path: 'performance',
        title: 'Performance-Optimierung',
        text: 'Die Deployments laufen schneller, wenn das Caching der Builds aktiviert ist.',
      },
      {
        path: 'setup',
        title: 'Einrichtung',
        text: 'Die Einstellungen und die Größe der Datenbank werden beim Start geladen.',
      },
    ],
    queries: [
      ['Performance-Optimierung', 'performance'],
      ['Deployments', 'performance'], // English words on a German page, stemmed as German
      ['Caching', 'performance'],
      ['Builds', 'performance'],
      ['Einstellung', 'setup'],
      ['Datenbanken', 'setup'],
      ['Größen', 'setup'], // indexed as gross: found only by its German stem
    ],
  },
  it: {
    dir: 'ltr',
    pages: [
      {
        path: 'pinia',
        title: 'Setup e configurazione di Pinia',
        text: "Installare Pinia e le sue dipendenze, poi configurare lo store dell'applicazione.",
      },
      {
        path: 'router',
        title: 'Navigazione con il router',
        text: "Le rotte definiscono le pagine dell'applicazione.",
      },
    ],
    queries: [
      ['Setup e configurazione di Pinia', 'pinia'],
      ['configurazioni', 'pinia'],
      ['Setup', 'pinia'],
      ['store', 'pinia'],
      ['rotta', 'router'],
      ['dipendenza', 'pinia'], // indexed as dipendent: found only by its Italian stem
    ],
  },
  es: {
    dir: 'ltr',
    pages: [
      {
        path: 'experience',
        title: 'Experiencia',
        text: 'La interfaz mejora con cada versión del Developer Experience Kit.',
      },
      {path: 'install', title: 'Instalación', text: 'Descarga el paquete y ejecútalo.'},
    ],
    queries: [
      ['experiencias', 'experience'], // indexed as experient: found only by its Spanish stem
      ['Experience', 'experience'],
      ['Developer Experience', 'experience'],
      ['instalacion', 'install'],
      ['paquetes', 'install'],
    ],
  },
  ru: {
    dir: 'ltr',
    pages: [
      {
        path: 'frequency',
        title: '[Easy] Поиск самого частого символа',
        text: 'Найдите символ, который встречается в строке чаще других. Используйте HashMap для подсчёта.',
      },
      {
        path: 'sorting',
        title: 'Сортировка массива',
        text: 'Отсортируйте массив чисел по возрастанию.',
      },
    ],
    queries: [
      ['[Easy] Поиск самого частого символа', 'frequency'],
      ['символы', 'frequency'],
      ['HashMap', 'frequency'],
      ['подсчет', 'frequency'], // ё typed as е
      ['массивы', 'sorting'],
    ],
  },
  vi: {
    dir: 'ltr',
    pages: [
      {
        path: 'install',
        title: 'Hướng dẫn cài đặt',
        text: 'Cài đặt Rust bằng rustup trên Linux và macOS.',
      },
      {
        path: 'config',
        title: 'Cấu hình trình biên dịch',
        text: 'Tệp cấu hình nằm trong thư mục dự án.',
      },
    ],
    queries: [
      ['cài đặt', 'install'],
      ['cai dat', 'install'], // typed without diacritics
      ['Cấu hình', 'config'],
      ['cau hinh', 'config'],
      ['trình biên dịch', 'config'],
    ],
  },
  th: {
    dir: 'ltr',
    pages: [
      {
        path: 'install',
        title: 'การติดตั้งโปรแกรม',
        text: 'ดาวน์โหลดไฟล์และติดตั้งโปรแกรมบนเครื่องของคุณ',
      },
      {
        path: 'config',
        title: 'การตั้งค่าเซิร์ฟเวอร์',
        text: 'แก้ไขไฟล์การตั้งค่าเพื่อเปลี่ยนพอร์ตของเซิร์ฟเวอร์',
      },
    ],
    queries: [
      ['ติดตั้ง', 'install'],
      ['ติดตั้งโปรแกรม', 'install'],
      ['เซิร์ฟเวอร์', 'config'],
      ['การตั้งค่า', 'config'],
    ],
  },
  ko: {
    dir: 'ltr',
    pages: [
      {
        path: 'install',
        title: '러스트 설치하기',
        text: '터미널에서 rustup 명령어로 컴파일러를 설치합니다.',
      },
      {path: 'ownership', title: '소유권 이해하기', text: '소유권은 메모리를 안전하게 관리합니다.'},
    ],
    queries: [
      ['설치', 'install'], // a word with its ending typed without it
      ['컴파일러', 'install'],
      ['소유권', 'ownership'],
      ['메모리 관리', 'ownership'],
    ],
  },
  'zh-TW': {
    dir: 'ltr',
    pages: [
      {path: 'install', title: '安裝編譯器', text: '在終端機中使用 rustup 命令安裝編譯器。'},
      {path: 'ownership', title: '認識所有權', text: '所有權讓程式安全地管理記憶體。'},
    ],
    queries: [
      ['安裝', 'install'],
      ['編譯器', 'install'],
      ['所有權', 'ownership'],
      ['記憶體', 'ownership'],
    ],
  },
  ar: {
    dir: 'rtl',
    pages: [
      {
        path: 'install',
        title: 'تثبيت البرنامج',
        text: 'قم بتنزيل الملفات وتثبيت البرنامج على جهازك.',
      },
      {
        path: 'server',
        title: 'إعداد الخوادم',
        text: 'عدّل ملف الإعدادات لتغيير منفذ الخادم.',
      },
    ],
    queries: [
      ['البرنامج', 'install'],
      ['الملف', 'install'], // stemmed ملف, as الملفات on the page
      ['تثبيت البرنامج', 'install'],
      ['الخادم', 'server'],
      ['إعدادات', 'server'],
    ],
  },
};

const url = (language: string, page: string) => `http://localhost/${language}/docs/${page}`;

let site: ServedSite;

beforeAll(async () => {
  site = await serveSite({
    bundles: Object.entries(sites).map(([language, {dir, pages}]) => ({
      folder: `${language}/pagefind`,
      pages: pages.map((page): [string, string] => [
        url(language, page.path),
        `<html lang="${language}" dir="${dir}"><head><meta name="docsearch:language" content="${language}"></head><body><article><h1>${page.title}</h1><p>${page.text}</p></article></body></html>`,
      ]),
    })),
  });
}, 120_000);

afterAll(() => site?.close());

async function urls(engine: PagefindModule, query: string): Promise<string[]> {
  const results = (await engine.search(query))?.results ?? [];
  return (await Promise.all(results.map((result) => result.data()))).map((data) => data.url);
}

describe('a site in another script or language', () => {
  it.each(Object.keys(sites))('%s: each query finds its page, as typed', async (language) => {
    const ours = siteReader(site.bundleUrl(`${language}/pagefind`));
    const theirs = await pagefindJs(site, `${language}/pagefind`);
    const missed: string[] = [];
    for (const [query, page] of sites[language].queries) {
      // As the search client hands a query to the engine (fold.ts).
      const found = await urls(ours, fold(query));
      if (!found.includes(url(language, page))) missed.push(query);
      // Whatever pagefind.js finds, the reader finds too.
      for (const theirUrl of await urls(theirs, query)) expect(found, query).toContain(theirUrl);
    }
    expect(missed).toEqual([]);
  });
});
