// The auth module's public face: sign-in routes, OTP for other flows, sessions, derived keys.
export { requireUser, sessionUserOf } from './user-guard';

export { forgetOtpRequests, requestOtp, verifyOtp } from './otp.service';

export { describeSessions, revokeAllSessions } from './sessions.service';

export { forgetSubjects } from './identities.service';

export { loginCspSources } from './login-csp';

export { derivedKey } from './server-keys';
