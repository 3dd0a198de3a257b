import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { StaffMe } from '@kirana/shared/staff/index';
import { signedOut } from './session-slice';

const raw = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: { token: string | null } }).session.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
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
  ],
  endpoints: (b) => ({
    me: b.query<StaffMe, void>({ query: () => '/admin/me', providesTags: ['Me'] }),
    signOut: b.mutation<{ Success: true }, void>({
      query: () => ({ url: '/admin/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery } = adminApi;

/** The server's message of a failed call, for an error state or a form. */
export function errorMessage(error: unknown): string {
  const e = error as { status?: unknown; data?: { Message?: string; ErrorDescription?: string } };
  if (e?.data?.Message) {
    return e.data.ErrorDescription
      ? `${e.data.Message}: ${e.data.ErrorDescription}`
      : e.data.Message;
  }
  if (e?.status === 'FETCH_ERROR') return 'Cannot reach the server. Check the connection.';
  return 'Something went wrong. Try again.';
}

/** The fields a 400 named, by field name, for a form to show beside each input. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { data?: { Fields?: { Field: string; Message: string }[] } })?.data
    ?.Fields;
  return Object.fromEntries((fields ?? []).map((f) => [f.Field, f.Message]));
}
