import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import {
  loginFailed,
  loginStarted,
  selectDisplayName,
  selectIsAuthenticated,
  selectSessionUser,
  sessionRestoreStarted,
  userProfileUpdated,
  userSignedIn,
  userSignedOut,
} from './user-slice';
import { SAMPLE_USER } from './user-test-kit';
import { isSessionUser } from '../auth/auth-types';
import { toSessionUser } from '../auth/sign-in-answer';

describe('user slice', () => {
  it('starts signed out, with the session not yet read', () => {
    const state = makeStore().getState();
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(state.user.sessionStatus).toBe('idle');
    expect(selectSessionUser(state)).toBeNull();
  });

  it('login start sets loading; success authenticates and clears the flags', () => {
    const store = makeStore();
    store.dispatch(loginStarted());
    expect(store.getState().user.loading).toBe(true);
    store.dispatch(userSignedIn(SAMPLE_USER));
    const { user } = store.getState();
    expect(user).toMatchObject({
      isAuthenticated: true,
      loading: false,
      error: null,
      token: 'tok-123',
    });
    expect(user.sessionStatus).toBe('ready');
    expect(selectSessionUser(store.getState())).toEqual(SAMPLE_USER);
  });

  it('failure keeps the error and signs out; sign-out forgets the user', () => {
    const store = makeStore();
    store.dispatch(userSignedIn(SAMPLE_USER));
    const failure = { status: 500, message: 'Boom', description: 'x' };
    store.dispatch(loginFailed(failure));
    expect(store.getState().user).toMatchObject({
      isAuthenticated: false,
      token: null,
      error: failure,
    });
    store.dispatch(userSignedIn(SAMPLE_USER));
    store.dispatch(userSignedOut());
    expect(store.getState().user).toMatchObject({
      isAuthenticated: false,
      token: null,
      username: '',
    });
    expect(store.getState().user.sessionStatus).toBe('ready');
  });

  it('restore start and profile updates', () => {
    const store = makeStore();
    store.dispatch(sessionRestoreStarted());
    expect(store.getState().user.sessionStatus).toBe('restoring');
    store.dispatch(userSignedIn({ ...SAMPLE_USER, username: '' }));
    expect(selectDisplayName(store.getState())).toBe('+91 98765 43210');
    store.dispatch(userProfileUpdated({ username: 'Asha' }));
    expect(selectDisplayName(store.getState())).toBe('Asha');
  });

  it('maps the login answer and recognises stored users', () => {
    const user = toSessionUser({
      Token: 't',
      UserData: {
        UserId: 3,
        Username: 'A',
        Email: 'a@b.in',
        PhoneNumber: null,
        LoginFrom: 'Email',
      },
      IsTestUser: true,
      DefaultAddress: null,
      IsFirstLogin: true,
    });
    expect(user).toEqual({
      token: 't',
      userId: '3',
      username: 'A',
      email: 'a@b.in',
      phoneNumber: null,
      loginWith: 'Email',
      isTestUser: true,
      defaultAddress: null,
    });
    expect(isSessionUser(user)).toBe(true);
    expect(isSessionUser({ ...user, token: '' })).toBe(false);
    expect(isSessionUser('x')).toBe(false);
  });
});
