import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the console keeps its session token (a working day long; the server ends it). */
export const TOKEN_KEY = 'kirana.console.token';

const stored = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

interface SessionState {
  token: string | null;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: stored() }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      localStorage.setItem(TOKEN_KEY, action.payload);
    },
    signedOut(state) {
      state.token = null;
      localStorage.removeItem(TOKEN_KEY);
    },
  },
  selectors: { selectToken: (s) => s.token },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectToken } = sessionSlice.selectors;
export default sessionSlice;
