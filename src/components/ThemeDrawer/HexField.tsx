import {useEffect, useRef, useState, type ReactNode} from 'react';
import {normaliseHex} from '@site/src/utils/themeColours';

export interface HexFieldProps {
  readonly id: string;
  /** The current colour, `#rrggbb`. */
  readonly value: string;
  readonly onChange: (hex: string) => void;
  readonly className?: string;
}

/**
 * A hex text field. A valid value (3 or 6 digits, '#' optional) applies as it is typed;
 * on Enter or leaving the field an invalid one changes nothing, is logged to the
 * console only, and the field shows the current colour again.
 */
export default function HexField({id, value, onChange, className}: HexFieldProps): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);

  // Follow the picker, but never rewrite what the visitor is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);

  const commit = () => {
    const hex = normaliseHex(text);
    if (hex) {
      setText(hex);
      if (hex !== value) onChange(hex);
    } else {
      console.error(
        `颜色转换错误：无法把 ${JSON.stringify(text)} 转换为颜色，颜色保持 ${value} 不变。`,
      );
      setText(value);
    }
  };

  return (
    <input
      ref={input}
      id={id}
      className={className}
      type="text"
      value={text}
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      onChange={(event) => {
        setText(event.target.value);
        const hex = normaliseHex(event.target.value);
        if (hex && hex !== value) onChange(hex);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
