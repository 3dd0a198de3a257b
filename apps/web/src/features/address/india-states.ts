// The states table and pincode rules, from the shared zod-free module (keeps zod out of the bundle).
export {
  INDIAN_STATES as STATES,
  pincodeMatchesState as pincodeInState,
  onlyStateOf,
} from '@kirana/shared/common/india-states';
