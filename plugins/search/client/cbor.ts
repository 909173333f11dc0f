// A minimal CBOR (RFC 8949) reader for Pagefind's index files: unsigned and negative
// integers, text strings and definite-length arrays, read in place, plus skip() to step over
// a value without building it. Anything else in those files would mean a format this code
// does not know, so it throws.

const textDecoder = new TextDecoder();

export class CborReader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The major type of the next value (0 uint, 1 negative int, 3 text, 4 array, ...). */
  peekMajor(): number {
    if (this.offset >= this.bytes.length) throw new Error('CBOR: unexpected end of data');
    return this.bytes[this.offset] >> 5;
  }

  private head(expected?: number): [major: number, argument: number] {
    const major = this.peekMajor();
    const info = this.bytes[this.offset++] & 31;
    if (expected !== undefined && major !== expected) throw new Error(`CBOR: expected type ${expected}, found ${major}`);
    let argument: number;
    if (info < 24) argument = info;
    else if (info === 24) argument = this.view.getUint8(this.offset);
    else if (info === 25) argument = this.view.getUint16(this.offset);
    else if (info === 26) argument = this.view.getUint32(this.offset);
    else if (info === 27) argument = Number(this.view.getBigUint64(this.offset));
    else throw new Error(`CBOR: unsupported additional info ${info}`);
    this.offset += info < 24 ? 0 : 1 << (info - 24);
    return [major, argument];
  }

  /** An integer, positive or negative. */
  int(): number {
    const [major, argument] = this.head();
    if (major === 0) return argument;
    if (major === 1) return -1 - argument;
    throw new Error(`CBOR: expected an integer, found type ${major}`);
  }

  string(): string {
    const [, length] = this.head(3);
    const start = this.offset;
    this.offset += length;
    if (this.offset > this.bytes.length) throw new Error('CBOR: unexpected end of data');
    return textDecoder.decode(this.bytes.subarray(start, this.offset));
  }

  /** The length of the array that starts here; its items follow. */
  array(): number {
    return this.head(4)[1];
  }

  /** Steps over the next value (integer, string or array). */
  skip(): void {
    const [major, argument] = this.head();
    if (major === 2 || major === 3) this.offset += argument;
    else if (major === 4) for (let i = 0; i < argument; i++) this.skip();
    else if (major !== 0 && major !== 1) throw new Error(`CBOR: cannot skip type ${major}`);
  }

  get position(): number {
    return this.offset;
  }

  set position(offset: number) {
    this.offset = offset;
  }
}
