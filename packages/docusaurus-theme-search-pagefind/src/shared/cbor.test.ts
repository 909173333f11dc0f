import {describe, expect, it} from 'vitest';
import {CborReader} from './cbor';

// A value's head: major type and argument, in the shortest form or in `size` bytes.
function head(major: number, argument: number, size?: number): number[] {
  const bytes =
    size ??
    (argument < 24 ? 0 : argument < 256 ? 1 : argument < 65536 ? 2 : argument < 2 ** 32 ? 4 : 8);
  if (bytes === 0) return [(major << 5) | argument];
  const out = [(major << 5) | (24 + Math.log2(bytes))];
  for (let i = bytes - 1; i >= 0; i--) out.push(Math.floor(argument / 256 ** i) % 256);
  return out;
}

describe('CborReader.skip', () => {
  it('steps over integers of every size, text and nested arrays, to the next value', () => {
    const text = Array.from(new TextEncoder().encode('状态'));
    const values = [
      head(0, 0),
      head(0, 23),
      head(0, 24),
      head(0, 255),
      head(0, 256),
      head(0, 65535),
      head(0, 65536),
      head(0, 2 ** 32 - 1),
      head(0, 2 ** 40),
      head(1, 1000),
      head(0, 5, 8), // a small number written long
      [...head(3, text.length), ...text],
      [...head(4, 3), ...head(0, 1), ...head(4, 2), ...head(1, 7), ...head(0, 300), ...head(0, 2)],
      [...head(4, 0)],
    ];
    for (const value of values) {
      const reader = new CborReader(Uint8Array.from([...value, ...head(0, 42)]));
      reader.skip();
      expect(reader.position).toBe(value.length);
      expect(reader.int()).toBe(42);
    }
  });

  it('says the data ended when a value is cut short', () => {
    const cut = [
      [...head(4, 3), ...head(0, 1)], // an array missing items
      head(0, 70000).slice(0, 3), // an integer missing bytes
      [...head(3, 10), 0x61], // text missing bytes
      [],
    ];
    for (const value of cut)
      expect(() => new CborReader(Uint8Array.from(value)).skip()).toThrow(
        'CBOR: unexpected end of data',
      );
  });

  it('refuses what the index files never hold', () => {
    expect(() => new CborReader(Uint8Array.from([0xf4])).skip()).toThrow('cannot skip type 7');
    expect(() => new CborReader(Uint8Array.from([0x1c])).skip()).toThrow(
      'unsupported additional info 28',
    );
    expect(() => new CborReader(Uint8Array.from([0x9f])).skip()).toThrow(
      'unsupported additional info 31',
    );
  });
});
