// Loaded on demand by syncPushToken: the schema brings zod, which the first screen does without.
export { PushSubscriptionToken } from '@kirana/shared';
