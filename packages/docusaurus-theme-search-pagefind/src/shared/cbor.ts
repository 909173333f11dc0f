// A minimal CBOR (RFC 8949) reader for Pagefind's index files: unsigned and negative
// integers, text strings and definite-length arrays, read in place, plus skip() to step over
// a value without building it. Anything else in those files would mean a format this code
// does not know, so it throws. It allocates nothing per value read: a 10,000-page index has
// millions of integers, and the garbage of one small object each showed in search times.

const textDecoder = new TextDecoder();

export class CborReader {
  private offset = 0;
  /** The major type of the value whose head was read last. */
  private major = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** The major type of the next value (0 uint, 1 negative int, 3 text, 4 array, ...). */
  peekMajor(): number {
    if (this.offset >= this.bytes.length) throw new Error('CBOR: unexpected end of data');
    return this.bytes[this.offset] >> 5;
  }

  /** Reads a value's head: sets `major` and returns its argument (a length or a number). */
  private head(): number {
    const bytes = this.bytes;
    let at = this.offset;
    if (at >= bytes.length) throw new Error('CBOR: unexpected end of data');
    const initial = bytes[at++];
    const info = initial & 31;
    this.major = initial >> 5;
    let argument: number;
    if (info < 24) {
      argument = info;
    } else {
      const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
      if (size === 0) throw new Error(`CBOR: unsupported additional info ${info}`);
      if (at + size > bytes.length) throw new Error('CBOR: unexpected end of data');
      argument = 0;
      // Big-endian; 8-byte arguments lose precision past 2^53, which no index reaches.
      for (let i = 0; i < size; i++) argument = argument * 256 + bytes[at + i];
      at += size;
    }
    this.offset = at;
    return argument;
  }

  /** An integer, positive or negative. */
  int(): number {
    const argument = this.head();
    if (this.major === 0) return argument;
    if (this.major === 1) return -1 - argument;
    throw new Error(`CBOR: expected an integer, found type ${this.major}`);
  }

  string(): string {
    const start = this.stringStart();
    return textDecoder.decode(this.bytes.subarray(start, this.offset));
  }

  /** Steps over a text string, unread: returns where its bytes start (they end at `position`). */
  stringStart(): number {
    const length = this.head();
    if (this.major !== 3) throw new Error(`CBOR: expected type 3, found ${this.major}`);
    const start = this.offset;
    this.offset += length;
    if (this.offset > this.bytes.length) throw new Error('CBOR: unexpected end of data');
    return start;
  }

  /** A byte string's bytes (a view of the data read, not a copy). */
  byteString(): Uint8Array {
    const length = this.head();
    if (this.major !== 2) throw new Error(`CBOR: expected type 2, found ${this.major}`);
    const start = this.offset;
    this.offset += length;
    if (this.offset > this.bytes.length) throw new Error('CBOR: unexpected end of data');
    return this.bytes.subarray(start, this.offset);
  }

  /** The length of the array that starts here; its items follow. */
  array(): number {
    const length = this.head();
    if (this.major !== 4) throw new Error(`CBOR: expected type 4, found ${this.major}`);
    return length;
  }

  /** Steps over the next value (integer, string or array), nested arrays included. */
  skip(): void {
    // head() inlined, and an integer's argument not read (only its size): an index chunk is
    // stepped over word by word to find where each word's pages start (pagefind/postings.ts's
    // indexChunk), every value of every chunk a Chinese keystroke needs.
    const bytes = this.bytes;
    const end = bytes.length;
    let at = this.offset;
    for (let remaining = 1; remaining > 0; remaining--) {
      if (at >= end) throw new Error('CBOR: unexpected end of data');
      const initial = bytes[at++];
      const major = initial >> 5;
      const info = initial & 31;
      if (major <= 1) {
        // An integer: its argument's bytes follow the head.
        if (info >= 24) {
          if (info > 27) throw new Error(`CBOR: unsupported additional info ${info}`);
          at += 1 << (info - 24);
        }
        continue;
      }
      let argument: number;
      if (info < 24) argument = info;
      else {
        const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
        if (size === 0) throw new Error(`CBOR: unsupported additional info ${info}`);
        if (at + size > end) throw new Error('CBOR: unexpected end of data');
        argument = 0;
        for (let i = 0; i < size; i++) argument = argument * 256 + bytes[at + i];
        at += size;
      }
      if (major === 4) remaining += argument;
      else if (major === 2 || major === 3) at += argument;
      else throw new Error(`CBOR: cannot skip type ${major}`);
    }
    this.offset = at;
    if (at > end) throw new Error('CBOR: unexpected end of data');
  }

  /** How many bytes are left to read. */
  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  get position(): number {
    return this.offset;
  }

  set position(offset: number) {
    this.offset = offset;
  }
}

/** A CBOR head: major type `major` with argument `n` (a length or a whole number below 2^32). */
export function cborHead(major: number, n: number): Uint8Array {
  if (!(Number.isInteger(n) && n >= 0 && n < 2 ** 32)) throw new Error(`CBOR: cannot write ${n}`);
  const type = major << 5;
  if (n < 24) return Uint8Array.of(type | n);
  if (n < 256) return Uint8Array.of(type | 24, n);
  if (n < 65536) return Uint8Array.of(type | 25, n >> 8, n & 255);
  return Uint8Array.of(type | 26, n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255);
}

/** A CBOR text string. */
export function cborText(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  return concatBytes([cborHead(3, bytes.length), bytes]);
}

/** Byte arrays, one after another. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
