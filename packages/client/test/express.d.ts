// Express is in the tree (a dependency of a dependency) without its types: the test needs only this.
declare module 'express' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Handler = (req: IncomingMessage & { body?: unknown }, res: ServerResponse, next: (err?: unknown) => void) => void;
  interface App extends Handler {
    post(path: string, ...handlers: Handler[]): void;
  }
  interface Express {
    (): App;
    raw(options: { type: string }): Handler;
  }
  const express: Express;
  export default express;
}
