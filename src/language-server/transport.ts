// The stdio transport: stdin through the frame guard (framing.ts), and a reader that, once `shutdown` was asked,
// answers every further request with InvalidRequest (-32600) as the protocol says, passes `exit`, and drops any other
// notification. The library itself would go on answering them.
import {
  ErrorCodes, Message, StreamMessageReader, StreamMessageWriter, type DataCallback, type Disposable, type MessageReader, type MessageWriter,
} from 'vscode-languageserver/node';
import { FrameGuard } from './framing';

export function stdioTransport(log: (line: string) => void): { reader: MessageReader; writer: MessageWriter } {
  const writer = new StreamMessageWriter(process.stdout);
  const reader = new ShutdownGate(new StreamMessageReader(process.stdin.pipe(new FrameGuard(log))), writer);
  // The editor closed stdin: it is gone. As the library does for a stream it is given, exit (0 after shutdown).
  const gone = () => process.exit(reader.shutDown ? 0 : 1);
  process.stdin.on('end', gone).on('close', gone);
  return { reader, writer };
}

class ShutdownGate implements MessageReader {
  shutDown = false;

  constructor(private readonly inner: MessageReader, private readonly writer: MessageWriter) {}

  get onError(): MessageReader['onError'] { return this.inner.onError; }
  get onClose(): MessageReader['onClose'] { return this.inner.onClose; }
  get onPartialMessage(): MessageReader['onPartialMessage'] { return this.inner.onPartialMessage; }

  listen(callback: DataCallback): Disposable {
    return this.inner.listen((message) => {
      if (this.shutDown && Message.isRequest(message)) {
        void this.writer.write({ jsonrpc: '2.0', id: message.id, error: { code: ErrorCodes.InvalidRequest, message: 'The server is shutting down: only exit is accepted.' } } as Message);
        return;
      }
      if (this.shutDown && Message.isNotification(message) && message.method !== 'exit') return;
      if (Message.isRequest(message) && message.method === 'shutdown') this.shutDown = true;
      callback(message);
    });
  }

  dispose(): void {
    this.inner.dispose();
  }
}
