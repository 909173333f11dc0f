// Keeps a failure inside the DocSearch modal from crashing the page. Without it, an error
// thrown while the modal renders reaches Docusaurus's page-level boundary, which replaces the
// whole page with "This page crashed" (in English, whatever the page's language). Here the
// modal is replaced by its own error screen, with DocSearch's class names (so its styles
// apply) and the modal's translations (so the page's language): the visitor closes it with
// Escape, the Cancel button or a click outside and the page goes on working.
import React, {Component, useEffect, useRef, type ErrorInfo, type ReactNode} from 'react';
import type {DocSearchModalProps} from '@docsearch/react';

type Translations = NonNullable<DocSearchModalProps['translations']>;

interface Props {
  onClose: () => void;
  translations?: Translations;
  children: ReactNode;
}

function ModalErrorScreen({onClose, translations}: Omit<Props, 'children'>): ReactNode {
  const cancel = useRef<HTMLButtonElement>(null);
  const {
    titleText = 'Unable to fetch results',
    helpText = 'You might want to check your network connection.',
  } = translations?.errorScreen ?? {};
  const cancelText = translations?.searchBox?.cancelButtonText ?? 'Cancel';
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="DocSearch DocSearch-Container DocSearch-Container--Errored"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="docsearch-error-title"
      >
        <header className="DocSearch-SearchBar">
          <button
            ref={cancel}
            type="button"
            className="DocSearch-Cancel"
            style={{display: 'block', marginLeft: 'auto'}}
            onClick={onClose}
          >
            {cancelText}
          </button>
        </header>
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title" id="docsearch-error-title">
              {titleText}
            </p>
            <p className="DocSearch-Help">{helpText}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

export default class ModalErrorBoundary extends Component<Props, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      'The search modal failed; its error screen is shown instead.',
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (this.state.failed)
      return (
        <ModalErrorScreen onClose={this.props.onClose} translations={this.props.translations} />
      );
    return this.props.children;
  }
}
