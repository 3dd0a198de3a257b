// The auth module's public face: sign-in routes, OTP for other flows, and sessions.
export { registerAuthRoutes } from './auth.routes';
export { forgetOtpRequests, requestOtp, verifyOtp } from './otp.service';
export { describeSessions, revokeAllSessions } from './sessions.service';
export { forgetSubjects } from './identities.service';
