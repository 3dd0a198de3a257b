import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { OrderMovedEvent } from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import { defineJob, enqueue, type JobSink } from '../../lib/jobs';
import { connectRedis, ORDER_MOVES_CHANNEL } from '../../lib/redis';

// An order's moves as the live order page hears them. The move is told after its transaction
// commits (a job written with the move), to every API process: through Redis when REDIS_URL is
// set (the stream may be held by another process than the one that ran the job), else in process.

/** Written in the move's transaction: the move is told only if it commits. */
export const queueOrderMoved = (tx: JobSink, move: OrderMovedEvent) =>
  enqueue(tx, orderMovedJob, move);

const STORE_KEY = 'store';

type Listener = (move: OrderMovedEvent) => void;

export class OrderMoves {
  private readonly local = new EventEmitter().setMaxListeners(0);

  private constructor(
    private readonly redis?: Redis,
    private readonly subscriber?: Redis,
  ) {
    subscriber?.on('message', (channel: string, message: string) => {
      if (channel !== ORDER_MOVES_CHANNEL) return;
      try {
        this.emit(JSON.parse(message) as OrderMovedEvent);
      } catch {
        // not ours: ignore
      }
    });
  }

  /** The bus of this process: subscribed to the other processes' moves when Redis is there. */
  static async open(deps: AppDeps): Promise<OrderMoves> {
    if (!deps.redis || !deps.config.REDIS_URL) return new OrderMoves();
    const subscriber = await connectRedis(deps.config.REDIS_URL);
    await subscriber.subscribe(ORDER_MOVES_CHANNEL);
    return new OrderMoves(deps.redis, subscriber);
  }

  /** Tells every process's watchers of the order (this one's through Redis too, when linked). */
  async publish(move: OrderMovedEvent): Promise<void> {
    if (this.redis) await this.redis.publish(ORDER_MOVES_CHANNEL, JSON.stringify(move));
    else this.emit(move);
  }

  /** Calls `listener` on each move of the order until the returned function is called. */
  watch(orderId: number, listener: Listener): () => void {
    const key = `order:${orderId}`;
    this.local.on(key, listener);
    return () => this.local.off(key, listener);
  }

  /** Calls `listener` on each move of every order (the console's live list) until called off. */
  watchStore(listener: Listener): () => void {
    this.local.on(STORE_KEY, listener);
    return () => this.local.off(STORE_KEY, listener);
  }

  close(): void {
    this.local.removeAllListeners();
    this.subscriber?.disconnect();
  }

  private emit(move: OrderMovedEvent): void {
    this.local.emit(`order:${move.OrderId}`, move);
    this.local.emit(STORE_KEY, move);
  }
}

/** The job: a committed move, told to the watchers (the worker's context holds this process's bus). */
export const orderMovedJob = defineJob(
  'order-moved-live',
  OrderMovedEvent,
  ({ orderMoves }: { orderMoves: OrderMoves }) =>
    async (move): Promise<void> => {
      await orderMoves.publish(move);
    },
);
