import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import { OrderMoves, OrderUpdateStreams } from '../modules/orders';

/**
 * Live order pages: the moves of every process (through Redis when linked), and this process's
 * open streams, ended before the server closes.
 */
export async function openLiveOrders(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<{ orderMoves: OrderMoves; orderStreams: OrderUpdateStreams }> {
  const orderMoves = await OrderMoves.open(deps);
  const orderStreams = new OrderUpdateStreams(orderMoves);
  app.addHook('preClose', async () => orderStreams.endAll());
  app.addHook('onClose', async () => orderMoves.close());
  return { orderMoves, orderStreams };
}
