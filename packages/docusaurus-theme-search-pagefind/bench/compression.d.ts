// `compression` ships no types; the benchmark server only calls it as Connect middleware.
declare module 'compression' {
  import type {IncomingMessage, ServerResponse} from 'node:http';
  export default function compression(): (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
}
