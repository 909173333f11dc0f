// Wraps the theme's ColorModeToggle (a safe swizzle) only to animate the switch: the new
// mode is revealed as a circle growing from the click point. The toggle, its label
// and the mode logic (storage, data-theme, other tabs) stay Docusaurus's own.
import {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {runWithCircularReveal, type Point} from '@site/src/utils/circularReveal';

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
    (mode) => runWithCircularReveal(() => flushSync(() => onChange(mode)), origin.current),
    [onChange],
  );

  return (
    <span style={{display: 'contents'}} onClickCapture={rememberOrigin}>
      <ColorModeToggle {...props} onChange={animatedOnChange} />
    </span>
  );
}
