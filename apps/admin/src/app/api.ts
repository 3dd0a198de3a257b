import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { StaffMe } from '@kirana/shared/staff/index';
import { appI18n, appT } from '../lib/i18n';
import { signedOut } from './session-slice';

/**
 * The headers of every console call: the staff token, and the console's language, in which the
 * API words its refusals and what it makes.
 */
export const callHeaders = (token: string | null): Record<string, string> => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  'accept-language': appI18n.locale,
});

const raw = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: { token: string | null } }).session.token;
    for (const [name, value] of Object.entries(callHeaders(token))) headers.set(name, value);
    return headers;
  },
});

/** Every call of the console; a 401 (session ended, staff deactivated) signs the console out. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await raw(args, api, extra);
  if (result.error?.status === 401) api.dispatch(signedOut());
  return result;
};

/**
 * The console's API: each feature adds its calls with `adminApi.injectEndpoints`, and names
 * what its changes make stale with these tags.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery,
  tagTypes: [
    'Me',
    'Staff',
    'Audit',
    'Dashboard',
    'Orders',
    'Refunds',
    'Customers',
    'Catalogue',
    'Offers',
    'Content',
    'Settings',
    'Upi',
    'Payouts',
    'Reviews',
    'Books',
  ],
  endpoints: (b) => ({
    me: b.query<StaffMe, void>({ query: () => '/admin/me', providesTags: ['Me'] }),
    signOut: b.mutation<{ Success: true }, void>({
      query: () => ({ url: '/admin/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery } = adminApi;

/**
 * The server's message of a failed call, for an error state or a form (the API words it in the
 * console's language, sent with each call); the console's own when the server said none.
 */
export function errorMessage(error: unknown): string {
  const e = error as { status?: unknown; data?: { Message?: string; ErrorDescription?: string } };
  if (e?.data?.Message) {
    return e.data.ErrorDescription
      ? `${e.data.Message}: ${e.data.ErrorDescription}`
      : e.data.Message;
  }
  if (e?.status === 'FETCH_ERROR') return appT('components.error.offline');
  return appT('components.error.failed');
}

/** The fields a 400 named, by field name, for a form to show beside each input. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { data?: { Fields?: { Field: string; Message: string }[] } })?.data
    ?.Fields;
  return Object.fromEntries((fields ?? []).map((f) => [f.Field, f.Message]));
}
