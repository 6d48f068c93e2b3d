// The wallet streams' alerts (./alertStream), made with the alerts' bundle (./alertsBundle) once the plan has wallet
// streams on a platform with websockets, and looked at again whenever the settings change; until then there is no
// stream to follow or restart, and its status is idle.
import type * as vscode from 'vscode';
import type { FeedStatus } from '../api/feed';
import { describeError } from '../api/transport/errors';
import type { AlertStream, AlertStreamDeps } from './alertStream';
import type * as AlertsBundle from './alertsBundle';

export class AlertStreamGate implements vscode.Disposable {
  private stream: AlertStream | undefined;
  private loading = false;
  private disposed = false;
  private readonly subscription: vscode.Disposable;

  /** `beforeStream`: what must be ready before a frame can arrive (the refreshes the stream's hints ask for). */
  constructor(private readonly deps: AlertStreamDeps, private readonly load: () => Promise<typeof AlertsBundle>, private readonly beforeStream: () => Promise<unknown>) {
    this.subscription = deps.config.onDidChange(() => this.open());
    // After activation, as the stream's socket always opened: loading a bundle is no part of starting the extension.
    queueMicrotask(() => this.open());
  }

  get status(): FeedStatus {
    return this.stream?.status ?? 'idle';
  }

  /** The last wallets a frame said moved (the test API). */
  get heard(): readonly string[] {
    return this.stream?.heard ?? [];
  }

  /** The key or the service changed: a refused stream may be welcome now (or a bundle that did not load may load). */
  restart(): void {
    this.stream?.restart();
    this.open();
  }

  dispose(): void {
    this.disposed = true;
    this.subscription.dispose();
    this.stream?.dispose();
  }

  private open(): void {
    if (this.disposed || this.stream || this.loading || !this.deps.sockets || this.deps.config.plan.walletStreams === 'no') return;
    this.loading = true;
    Promise.all([this.load(), this.beforeStream()]).then(([{ AlertStream: Stream }]) => {
      if (!this.disposed) this.stream = new Stream(this.deps);
    }).catch((e: unknown) => this.deps.log.warn(`wallet streams: not started (${describeError(e)}); tried again at the next change`))
      .finally(() => { this.loading = false; });
  }
}
