// Wraps the theme's ColorModeToggle (a safe swizzle) only to animate the switch: the new
// mode is revealed as a circle growing from the click point. The toggle, its label
// and the mode logic (storage, data-theme, other tabs) stay Docusaurus's own.
// On a page with code blocks the switch waits for their highlighter (loaded on demand, see
// src/theme/CodeBlock/Content), so that the reveal never shows a block in the old colours;
// pointing at or focusing the toggle starts loading it.
import {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {runWithCircularReveal, type Point} from '@site/src/utils/circularReveal';
import {loadHighlighter} from '@site/src/theme/CodeBlock/Content/highlighter';

/** Loads the code-block highlighter if this page has code blocks. */
function highlighterForPage(): Promise<unknown> {
  return document.querySelector('pre.prism-code') ? loadHighlighter() : Promise.resolve();
}

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {onChange} = props;
  const origin = useRef<Point>({x: 0, y: 0});

  // A keyboard "click" has no pointer position: start from the button's centre.
  const rememberOrigin = useCallback((event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest('button');
    if (event.detail > 0 || !button) {
      origin.current = {x: event.clientX, y: event.clientY};
    } else {
      const box = button.getBoundingClientRect();
      origin.current = {x: box.left + box.width / 2, y: box.top + box.height / 2};
    }
  }, []);

  const animatedOnChange = useCallback<typeof onChange>(
    (mode) => {
      const change = () =>
        runWithCircularReveal(() => flushSync(() => onChange(mode)), origin.current);
      // Switch even if the highlighter cannot be loaded (the blocks keep their colours).
      highlighterForPage().then(change, change);
    },
    [onChange],
  );
  const preload = useCallback(() => {
    highlighterForPage().catch(() => {});
  }, []);

  return (
    <span
      style={{display: 'contents'}}
      onClickCapture={rememberOrigin}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <ColorModeToggle {...props} onChange={animatedOnChange} />
    </span>
  );
}
