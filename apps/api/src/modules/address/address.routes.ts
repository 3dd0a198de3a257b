import {
  Address,
  AddressIdParams,
  AddressInput,
  AddressListAnswer,
  DeleteAddressAnswer,
  PincodeServiceability,
  PincodeServiceabilityQuery,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { readerIn } from '../../lib/i18n/reader';
import { currentUser } from '../../lib/request-user';
import {
  checkPincode,
  createAddress,
  deleteAddress,
  getAddress,
  getAddressList,
  setDefaultAddress,
  updateAddress,
} from './address.service';

const tags = ['address'];

/** The public pincode check. */
export function registerAddressPublicRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/pincode-serviceability',
    {
      schema: {
        tags,
        summary: 'Whether the store delivers to a pincode',
        querystring: PincodeServiceabilityQuery,
        response: { 200: PincodeServiceability },
      },
    },
    (req) => checkPincode(deps.database.readDb, req.query.pincode, readerIn(req.language)),
  );
}

/** The signed-in shopper's delivery addresses; registered in the scope that requires a user. */
export function registerAddressUserRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  const mine = { tags, params: AddressIdParams };

  app.get(
    '/addresses',
    {
      schema: { tags, summary: 'My addresses', response: { 200: AddressListAnswer } },
    },
    (req) => getAddressList(db, currentUser(req).userId),
  );
  app.get(
    '/addresses/:addressId',
    { schema: { ...mine, summary: 'One of my addresses', response: { 200: Address } } },
    (req) => getAddress(db, currentUser(req).userId, req.params.addressId),
  );
  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Save a new address (the first one becomes the default)',
        body: AddressInput,
        response: { 201: Address },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createAddress(db, currentUser(req).userId, req.body)),
  );
  app.put(
    '/addresses/:addressId',
    {
      schema: {
        ...mine,
        summary: 'Change an address',
        body: AddressInput,
        response: { 200: Address },
      },
    },
    (req) => updateAddress(db, currentUser(req).userId, req.params.addressId, req.body),
  );
  app.delete(
    '/addresses/:addressId',
    {
      schema: { ...mine, summary: 'Delete an address', response: { 200: DeleteAddressAnswer } },
    },
    (req) => deleteAddress(db, currentUser(req).userId, req.params.addressId),
  );
  app.post(
    '/addresses/:addressId/default',
    {
      schema: { ...mine, summary: 'Make an address my default', response: { 200: Address } },
    },
    (req) => setDefaultAddress(db, currentUser(req).userId, req.params.addressId),
  );
}
