// Browser code: the in-page notice shown while a page cannot be opened for lack of network. A
// fixed bar (nothing in the page moves), announced politely to screen readers, in the page's
// language.
import {translate} from '@docusaurus/Translate';

const ID = 'offline-navigation-notice';

export function showOfflineNotice(): void {
  if (document.getElementById(ID)) return;
  const notice = document.createElement('div');
  notice.id = ID;
  notice.setAttribute('role', 'status');
  notice.textContent = translate({
    id: 'offlineNavigation.notice',
    message: '网络已断开：这个页面还没有下载过，恢复连接后会自动打开。',
    description:
      'Shown at the bottom of the page when a link is followed offline and the page has not been downloaded yet',
  });
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '300',
    margin: '0 auto',
    maxWidth: '40rem',
    padding: '0.75rem 1rem',
    borderRadius: 'var(--ifm-global-radius, 0.4rem)',
    background: 'var(--ifm-color-emphasis-900, #1c1e21)',
    color: 'var(--ifm-color-emphasis-0, #fff)',
    boxShadow: 'var(--ifm-global-shadow-md, 0 5px 40px rgba(0, 0, 0, 0.2))',
    textAlign: 'center',
  });
  document.body.appendChild(notice);
}

export function hideOfflineNotice(): void {
  document.getElementById(ID)?.remove();
}
