import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Server } from '@tus/server';
import { type CancellationContext, type DataStore, ERRORS, StreamLimiter, type Upload } from '@tus/utils';

type WriteToStore = (
  body: unknown,
  upload: Upload,
  maxFileSize: number,
  context: CancellationContext,
) => Promise<number>;

/** A PATCH's body handed over as the Node request itself (see `receivePatchBodiesFromNode`). */
class NodeBody {
  constructor(readonly req: IncomingMessage) {}
}

/**
 * The tus library reads a request body as a web stream: for Node it wraps the request with
 * `Readable.toWeb`, then turns that back into a Node stream with `Readable.fromWeb` before its file
 * store writes it, and on this machine those two conversions cost more than receiving the bytes
 * (`npm run bench upload`). This hands a PATCH's body to the store as the Node request itself,
 * and writes it the way the library's `writeToStore` does in every other respect: through a
 * proxy that a cancelled request (another request taking the upload's lock, a dropped connection)
 * ends gracefully, so the bytes that arrived stay stored and the client resumes from them, and
 * through the library's own size limiter. Every other request, and every protocol rule of a PATCH
 * (offsets, lengths, locks, hooks, answers), stays the library's.
 */
export function receivePatchBodiesFromNode(server: Server): void {
  // The library's request handler and its PATCH handler are internals its types keep private;
  // both are set in its constructor, and this replaces them on this instance only.
  const internals = server as unknown as {
    handler: (req: Request) => Promise<Response>;
    handlers: { PATCH: { writeToStore: WriteToStore; store: DataStore } };
  };
  const handler = internals.handler.bind(server);
  internals.handler = (req: Request) => {
    const node = (req as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    if (node && req.method === 'PATCH') Object.defineProperty(req, 'body', { value: new NodeBody(node) });
    return handler(req);
  };

  const patch = internals.handlers.PATCH;
  const libraryWrite = patch.writeToStore.bind(patch);
  patch.writeToStore = async (body, upload, maxFileSize, context) => {
    if (!(body instanceof NodeBody)) return libraryWrite(body, upload, maxFileSize, context);
    if (context.signal.aborted) throw ERRORS.ABORTED;
    const source = body.req;
    const proxy = new PassThrough();
    let sourceError: unknown;
    source.on('error', (error) => {
      sourceError = error;
      source.unpipe(proxy);
      // A dropped connection aborts the context (the library listens for it): the proxy then ends.
      if (!context.signal.aborted) proxy.destroy(error);
    });
    const onAbort = () => {
      source.unpipe(proxy);
      if (!proxy.destroyed) proxy.end();
    };
    context.signal.addEventListener('abort', onAbort, { once: true });
    try {
      // The last stage is given the limiter itself (a Readable), as the library's store expects.
      return await pipeline(source.pipe(proxy), new StreamLimiter(maxFileSize), (stream) =>
        patch.store.write(stream as unknown as Readable, upload.id, upload.offset),
      );
    } catch (error) {
      source.unpipe(proxy);
      const aborted = error instanceof Error && error.name === 'AbortError';
      throw (sourceError !== undefined && error === sourceError) || aborted ? ERRORS.ABORTED : error;
    } finally {
      context.signal.removeEventListener('abort', onAbort);
    }
  };
}
