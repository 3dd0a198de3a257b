// Test helpers for the sign-in, session, profile and address suites.
import type { Address, LoginAnswer } from '@kirana/shared';
import { BOOT_ANSWERS } from '../../app/test-utils';
import type { ApiRoute } from '../../test/mock-api';
import { initialUserState, type UserState } from './user-slice';
import type { SessionUser } from '../auth';

export const SAMPLE_USER: SessionUser = {
  token: 'tok-123',
  userId: '7',
  username: 'Asha Rao',
  email: null,
  phoneNumber: '9876543210',
  loginWith: 'Phone',
  isTestUser: false,
  defaultAddress: null,
};

/** The answer of a successful POST /auth-users. */
export function loginAnswer(over: Partial<LoginAnswer> = {}): LoginAnswer {
  return {
    Token: 'tok-123',
    UserData: {
      UserId: 7,
      Username: 'Asha Rao',
      Email: null,
      PhoneNumber: '9876543210',
      LoginFrom: 'Phone',
    },
    IsTestUser: false,
    DefaultAddress: null,
    IsFirstLogin: false,
    ...over,
  };
}

/** The user group of a signed-in shopper. */
export function signedInUserState(over: Partial<SessionUser> = {}): UserState {
  return {
    ...initialUserState,
    ...SAMPLE_USER,
    ...over,
    isAuthenticated: true,
    sessionStatus: 'ready',
  };
}

/** A JSON answer with a status (the error body of the API). */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The start-up answers plus a working profile and login configuration. */
export const SIGNED_IN_ANSWERS: Record<string, ApiRoute> = {
  ...BOOT_ANSWERS,
  '/get-firebaseAndOtplessLoginConfig': {
    Config: { vapId: null, OtpLength: 6, OtpResendSeconds: 30, DevOutbox: true },
    LoginServiceProvider: 'kirana',
    OtpLessAppId: null,
    FirebaseAllowedLoginMethods: [],
  },
  '/profile': {
    UserId: 7,
    Username: 'Asha Rao',
    Email: null,
    PhoneNumber: '9876543210',
    LoginFrom: 'Phone',
    IsTestUser: false,
    CreatedAt: '2026-11-01T10:00:00.000Z',
  },
};

/** A saved address. */
export function sampleAddress(over: Partial<Address> = {}): Address {
  return {
    AddressId: 1,
    Name: 'Asha Rao',
    Mobile: '9876543210',
    Pincode: '560038',
    State: 'KA',
    StateName: 'Karnataka',
    City: 'Bengaluru',
    House: '12, 4th Cross',
    Street: 'Indiranagar',
    Landmark: null,
    AddressType: 'home',
    IsDefault: true,
    Latitude: null,
    Longitude: null,
    IsServiceable: true,
    CreatedAt: '2026-11-01T10:00:00.000Z',
    UpdatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}
