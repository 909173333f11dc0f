// Corrects faults of DocSearch 3.9's modal markup: four that assistive technology trips
// over (and axe reports), and a credit that is not true here (5), without changing how the
// modal looks or works. DocSearch has no
// option for them and renders this markup itself, so the modal's own DOM is adjusted right
// after React writes it. Each fix touches an attribute React sets once, on mount, so
// React never writes it back; a MutationObserver applies them to what mounts or changes
// later (result lists). Browser only.
//
// 1. The backdrop is a role="button" (with combobox attributes) around the whole dialog:
//    a button holding the input and the results (axe: nested-interactive). It is only a
//    click-outside-to-close area: it becomes a plain element, focusable by click only, so
//    a click on it still keeps focus inside the modal.
// 2. The modal itself has no role: it becomes a modal dialog named by the search label.
// 3. Its <footer> (the keyboard legend) counts as a second contentinfo landmark beside the
//    site footer (landmark-no-duplicate-contentinfo, landmark-unique): role="none".
// 4. Every result list gets the id "docsearch-list", while the input's aria-controls names
//    "docsearch-<source>-list" (aria-valid-attr-value): each list gets the id it is
//    referred by, derived from the ids of its options ("docsearch-<source>-item-<n>").
// 5. The footer's "Search by [Algolia]" link credits a service this modal does not use: it
//    goes to Pagefind instead (its text comes from the modal's translations, and styles.css
//    hides the Algolia logo).

/** Where the footer's credit links to. */
const engineUrl = 'https://pagefind.app/';

/** The id DocSearch's label (the input's visually hidden name) always has. */
const labelId = 'docsearch-label';

function fixContainer(container: Element): void {
  if (container.getAttribute('role') !== 'button') return;
  for (const name of ['role', 'aria-expanded', 'aria-haspopup', 'aria-labelledby']) {
    container.removeAttribute(name);
  }
  container.setAttribute('tabindex', '-1');
}

function fixModal(modal: Element): void {
  if (modal.getAttribute('role') === 'dialog') return;
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.setAttribute('aria-labelledby', labelId);
}

/** "docsearch-hits0-item-3" → "docsearch-hits0-list". */
export function listIdForOption(optionId: string): string | null {
  return /-item-\d+$/.test(optionId) ? optionId.replace(/-item-\d+$/, '-list') : null;
}

function fixLists(root: Element): void {
  for (const list of root.querySelectorAll('.DocSearch-Dropdown [role="listbox"]')) {
    const option = list.querySelector('[role="option"][id]');
    const id = option && listIdForOption(option.id);
    if (id && list.id !== id) list.id = id;
  }
}

/**
 * Applies the fixes inside `root` (the element the modal is rendered into) now and on
 * every later change of its subtree. Returns the function that stops watching. With the
 * Algolia engine the footer's logo keeps its link to Algolia.
 */
export function fixDocSearchMarkup(
  root: Element,
  engine: 'pagefind' | 'algolia' = 'pagefind',
): () => void {
  const apply = () => {
    const container = root.querySelector('.DocSearch-Container');
    if (container) fixContainer(container);
    const modal = root.querySelector('.DocSearch-Modal');
    if (modal) fixModal(modal);
    root.querySelector('footer.DocSearch-Footer:not([role])')?.setAttribute('role', 'none');
    if (engine === 'pagefind')
      root
        .querySelector(`.DocSearch-Logo a:not([href="${engineUrl}"])`)
        ?.setAttribute('href', engineUrl);
    fixLists(root);
  };
  apply();
  const observer = new MutationObserver(apply);
  // Options' ids too: a list React keeps for another query may now hold another source.
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['id'],
  });
  return () => observer.disconnect();
}
