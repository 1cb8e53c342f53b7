/** Every REST call the fake receives, kept in order, with a way to await one. */

export interface RecordedAttachment {
  /** Multipart field name, e.g. `files[0]`. */
  field: string;
  name: string;
  contentType: string;
  size: number;
  data: Buffer;
}

export interface RecordedCall {
  /** Position in the log, starting at 0. */
  index: number;
  method: string;
  /** Path after `/api/v10`, e.g. `/channels/123/messages`. */
  path: string;
  /** Matched route template, e.g. `/channels/:channelId/messages` (the raw path if unknown). */
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** JSON body, or the parsed `payload_json` of a multipart body; undefined when there is none. */
  body: unknown;
  attachments: RecordedAttachment[];
  /** The Authorization header (`Bot <token>`), absent on interaction/webhook routes. */
  authorization: string | undefined;
  /** The interaction this call answers (callback and webhook routes). */
  interactionId: string | undefined;
  /** When the request arrived (ms since the epoch). */
  timestamp: number;
  status: number;
  response: unknown;
}

interface Waiter {
  predicate: (call: RecordedCall) => boolean;
  resolve: (call: RecordedCall) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class CallLog {
  readonly calls: RecordedCall[] = [];
  private waiters = new Set<Waiter>();
  private readonly listeners = new Set<(call: RecordedCall) => void>();

  /** Calls `listener` with each call as it is recorded; returns the function that stops it. */
  listen(listener: (call: RecordedCall) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(call: Omit<RecordedCall, 'index'>): RecordedCall {
    const recorded = { ...call, index: this.calls.length };
    this.calls.push(recorded);
    for (const listener of this.listeners) listener(recorded);
    for (const waiter of this.waiters) {
      if (waiter.predicate(recorded)) this.settle(waiter, () => waiter.resolve(recorded));
    }
    return recorded;
  }

  /** The first call (already recorded or still to come) matching `predicate`. */
  waitFor(predicate: (call: RecordedCall) => boolean, timeoutMs: number): Promise<RecordedCall> {
    const existing = this.calls.find(predicate);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve,
        reject,
        timer: setTimeout(() => {
          const seen = this.calls.map((c) => `${c.method} ${c.path} -> ${c.status}`).join('\n  ');
          this.settle(waiter, () =>
            reject(new Error(`No matching REST call within ${timeoutMs} ms. Calls so far:\n  ${seen || '(none)'}`)),
          );
        }, timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  /** Fails pending waits (the fake is shutting down). */
  cancelWaits(): void {
    for (const waiter of this.waiters) {
      this.settle(waiter, () => waiter.reject(new Error('fake Discord closed while waiting for a call')));
    }
  }

  private settle(waiter: Waiter, action: () => void): void {
    clearTimeout(waiter.timer);
    this.waiters.delete(waiter);
    action();
  }
}
