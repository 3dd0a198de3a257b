// The parts of a service worker's global scope this worker uses. The web app compiles with the
// DOM library, whose types clash with the WebWorker library's, so the worker names its own.

export interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}

export interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

export interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}

export interface NotificationEventLike extends ExtendableEventLike {
  notification: { close(): void; data?: { click_action?: string } | null };
}

export interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface WorkerScope {
  location: { origin: string };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  registration: {
    showNotification(
      title: string,
      options: NotificationOptions & Record<string, unknown>,
    ): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(
    type: 'message',
    listener: (
      event: ExtendableEventLike & { data?: { type?: string; language?: unknown } },
    ) => void,
  ): void;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}
