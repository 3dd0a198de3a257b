// The settings feature, as other features use it: its calls (the orders list reads the slot windows).
export { settingsApi } from './api';
