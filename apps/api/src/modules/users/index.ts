// The users module's public face: the profile routes and the sign-in's user lookup.
export { registerUsersUserRoutes } from './users.routes';
export {
  findLiveUser,
  findOrCreateUser,
  getUser,
  type SignInIdentity,
  type UserRow,
} from './users.service';
export { defaultAddressOf } from './address-link';
