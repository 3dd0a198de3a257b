import { z } from 'zod';
import {
  ApiErrorBody,
  OrderDetails,
  OrderIdParams,
  OrderPaymentState,
  PaymentAbandonBody,
  PaymentSession,
  SandboxOutcomeBody,
  StartPaymentBody,
  SwitchToCodBody,
  VerifyPaymentBody,
  dbIdParam,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { readerIn } from '../../lib/i18n/reader';
import { AppError } from '../../lib/errors';
import { sandboxOn } from '../../config';
import { currentUser } from '../../lib/request-user';
import {
  abandonPayment,
  paymentSession,
  paymentState,
  sandboxOutcome,
  startPayment,
  verifyRazorpayPayment,
} from './payment-flow.service';
import { handleRazorpayWebhook } from './payment-webhook.service';
import { switchToCod } from './switch-to-cod.service';
import { paymentConfigOf } from '../../lib/razorpay-keys';

const tags = ['payments'];
const PaymentIdParams = z.object({ paymentId: dbIdParam() });

/** The shopper pays an order online, reports the gateway's answer, or pays in cash instead. */
export function registerPaymentUserRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/orders/:orderId/payments',
    {
      schema: {
        tags,
        summary: 'Open a gateway session for an order awaiting payment (Razorpay or the sandbox)',
        params: OrderIdParams,
        body: StartPaymentBody,
        response: { 201: PaymentSession, 409: ApiErrorBody, 502: ApiErrorBody },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await startPayment(deps, currentUser(req).userId, req.params.orderId, req.body.Provider),
        ),
  );
  app.post(
    '/orders/:orderId/payments/verify',
    {
      schema: {
        tags,
        summary: 'Razorpay Checkout’s success answer, checked against the signature',
        params: OrderIdParams,
        body: VerifyPaymentBody,
        response: { 200: z.object({ OrderDetails }), 400: ApiErrorBody },
      },
    },
    async (req) => ({
      OrderDetails: await verifyRazorpayPayment(
        deps,
        currentUser(req).userId,
        req.params.orderId,
        req.body,
        req.log,
      ),
    }),
  );
  app.post(
    '/orders/:orderId/payments/abandon',
    {
      schema: {
        tags,
        summary: 'The payment window was closed or the payment failed (never undoes a payment)',
        params: OrderIdParams,
        body: PaymentAbandonBody,
        response: { 200: OrderPaymentState },
      },
    },
    async (req) =>
      abandonPayment(
        deps,
        currentUser(req).userId,
        req.params.orderId,
        req.body.Outcome,
        req.body.Reason,
      ),
  );
  app.get(
    '/orders/:orderId/payment-state',
    {
      schema: {
        tags,
        summary: 'Where an order’s payment stands, and the cash-on-delivery alternative',
        params: OrderIdParams,
        response: { 200: OrderPaymentState },
      },
    },
    async (req) =>
      paymentState(deps, currentUser(req).userId, req.params.orderId, readerIn(req.language)),
  );
  app.post(
    '/orders/:orderId/switch-to-cod',
    {
      schema: {
        tags,
        summary: 'Pay the rest of an unpaid online order in cash on delivery instead',
        params: OrderIdParams,
        body: SwitchToCodBody,
        response: { 200: z.object({ OrderDetails }), 409: ApiErrorBody },
      },
    },
    async (req) => ({
      OrderDetails: await switchToCod(
        deps,
        currentUser(req).userId,
        req.params.orderId,
        req.body.ExpectedAmountPayable,
        readerIn(req.language),
      ),
    }),
  );
  app.get(
    '/payments/:paymentId',
    {
      schema: {
        tags,
        summary: 'One of the shopper’s payment sessions (the sandbox page reads it)',
        params: PaymentIdParams,
        response: { 200: PaymentSession },
      },
    },
    async (req) => paymentSession(deps, currentUser(req).userId, req.params.paymentId),
  );
  app.post(
    '/payments/sandbox/:paymentId',
    {
      schema: {
        tags,
        summary:
          'The sandbox gateway’s Succeed, Fail or Cancel: no money moves; decided on the server',
        params: PaymentIdParams,
        body: SandboxOutcomeBody,
        response: { 200: OrderPaymentState },
      },
    },
    async (req) => {
      if (!sandboxOn(paymentConfigOf(deps)))
        throw new AppError(404, 'NOT_FOUND', 'The sandbox gateway is off');
      return sandboxOutcome(
        deps,
        currentUser(req).userId,
        req.params.paymentId,
        req.body.Outcome,
        req.log,
      );
    },
  );
}

/**
 * Razorpay's webhooks. The body is kept as the raw text Razorpay signed (a JSON parser would
 * lose it), so this route sits in its own scope with its own parser.
 */
export function registerPaymentWebhookRoute(app: App, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payments/razorpay/webhook',
      {
        config: { rateBucket: 'webhooks' },
        schema: {
          tags,
          summary: 'Razorpay webhooks, verified over the raw body; each event id handled once',
          response: { 200: z.object({ status: z.string() }), 400: ApiErrorBody },
        },
      },
      async (req) =>
        handleRazorpayWebhook(
          deps,
          {
            body: typeof req.body === 'string' ? req.body : '',
            signature: req.headers['x-razorpay-signature'] as string | undefined,
            eventId: req.headers['x-razorpay-event-id'] as string | undefined,
          },
          req.log,
        ),
    );
  });
}
