// What app.ts wires of the wallet module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerWalletUserRoutes } from './wallet.routes';
