import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Admonition from '@theme/Admonition';
import type {TranslationStatusFrontMatter} from '@site/plugins/translation-status/frontMatter';

// The notice above an English doc or post whose translation lags behind its Chinese original.
// Its data is the `translation_status` front matter that plugins/translation-status adds at
// build time (only to those pages); src/theme/DocItem/Content and BlogPostItem/Content show it.
// The search index leaves it out (data-search-exclude): it says nothing about the page's subject.

export type TranslationStatus = TranslationStatusFrontMatter;

/** The `translation_status` a page's front matter carries, if it is a well-formed one. */
export function translationStatusOf(frontMatter: object | undefined): TranslationStatus | null {
  const value = (frontMatter as {translation_status?: TranslationStatus} | undefined)
    ?.translation_status;
  return value && (value.status === 'outdated' || value.status === 'missing') ? value : null;
}

/** The `lang` of the default locale's (the originals') content, e.g. zh-Hans. */
export function useOriginalLang(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale;
}

/** A date in the page's language; with the time (UTC) when `withTime`, for two changes on one day. */
function formatDate(iso: string | undefined, lang: string, withTime: boolean): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '?';
  const options: Intl.DateTimeFormatOptions = withTime
    ? {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }
    : {dateStyle: 'long', timeZone: 'UTC'};
  return new Intl.DateTimeFormat(lang, options).format(date);
}

/** The same page on the default-locale (original) site. */
function useOriginalUrl(permalink: string): string {
  const {siteConfig, i18n} = useDocusaurusContext();
  const original = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  return permalink.startsWith(siteConfig.baseUrl)
    ? original + permalink.slice(siteConfig.baseUrl.length)
    : original;
}

function MissingText(): {title: ReactNode; body: ReactNode} {
  return {
    title: (
      <Translate
        id="translationNotice.missing.title"
        description="Title of the notice on an English page built from its Chinese original"
      >
        尚未翻译
      </Translate>
    ),
    body: (
      <Translate
        id="translationNotice.missing.body"
        description="Body of the notice on an English page built from its Chinese original"
      >
        本页还没有英文译文，下面是中文原文。
      </Translate>
    ),
  };
}

function useOutdatedText(
  status: TranslationStatus,
  permalink: string,
): {title: ReactNode; body: ReactNode} {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const originalLang = useOriginalLang();
  const originalUrl = useOriginalUrl(permalink);
  const sameDay = status.sourceDate?.slice(0, 10) === status.translationDate?.slice(0, 10);
  const date = (iso: string | undefined) => (
    <time dateTime={iso}>{formatDate(iso, lang, sameDay)}</time>
  );
  const original = (
    <a href={originalUrl} hrefLang={originalLang} target="_self">
      <Translate
        id="translationNotice.outdated.link"
        description="Link text to the original page, inside the outdated-translation notice"
      >
        中文原文
      </Translate>
    </a>
  );
  return {
    title: (
      <Translate
        id="translationNotice.outdated.title"
        description="Title of the notice on a translated page whose original changed after the translation"
      >
        译文可能已过时
      </Translate>
    ),
    body: (
      <Translate
        id="translationNotice.outdated.body"
        description="Body of the outdated-translation notice; {original} is a link to the original page"
        values={{
          sourceDate: date(status.sourceDate),
          translationDate: date(status.translationDate),
          original,
        }}
      >
        {'{original}在 {sourceDate} 有改动，本译文最后更新于 {translationDate}。'}
      </Translate>
    ),
  };
}

export default function TranslationNotice({
  status,
  permalink,
}: {
  status: TranslationStatus;
  permalink: string;
}): ReactNode {
  const outdated = useOutdatedText(status, permalink);
  const missing = status.status === 'missing';
  const {title, body} = missing ? MissingText() : outdated;
  return (
    <div
      role="note"
      className="translation-notice"
      data-translation-status={status.status}
      data-search-exclude
    >
      <Admonition type={missing ? 'info' : 'caution'} title={title}>
        <p>{body}</p>
      </Admonition>
    </div>
  );
}

/**
 * `children` (a page's content) under its translation notice, marked with the original's
 * language when the translation is missing; just `children` when the translation is current.
 */
export function WithTranslationStatus({
  frontMatter,
  permalink,
  showNotice = true,
  children,
}: {
  frontMatter: object;
  permalink: string;
  showNotice?: boolean;
  children: ReactNode;
}): ReactNode {
  const status = translationStatusOf(frontMatter);
  const originalLang = useOriginalLang();
  if (!status) return children;
  return (
    <>
      {showNotice && <TranslationNotice status={status} permalink={permalink} />}
      {status.status === 'missing' ? <div lang={originalLang}>{children}</div> : children}
    </>
  );
}
