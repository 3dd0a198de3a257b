// Mail and SMS: SMTP and an HTTP SMS provider when configured, else the dev outbox.
export {
  channelAvailable,
  devOutboxEnabled,
  sendMessage,
  shopperMessages,
  type Message,
  type MessageChannel,
} from './send';
export { readOutbox } from './outbox';
export { messageJob, queueMessage } from './message-job';
