// The general feature's public face (the spec's general state: store settings and their start-up
// fetches): what other features and app/ may import.
export { useBootstrap } from './bootstrap';
export {
  dummyNotificationMarked,
  fetchAboutUsContent,
  fetchAboutUsStatus,
  fetchPrivacyPolicyContent,
  fetchStoreConfigs,
  fetchTermsAndConditionContent,
  generalSlice,
  selectIsAboutUsEnabled,
  selectStoreConfigs,
} from './general-slice';
