import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProfileLanguage } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call, signInWithOtp } from '../auth/auth-test-kit';
import { users } from './users.tables';
import { chosenLanguageOf } from './profile-language.service';

describe.each(DB_KINDS)('the account’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('is null until chosen, then kept on the account for its messages', async () => {
    const { Token, UserData } = await signInWithOtp(t, 'email', 'lata@example.in');
    const before = await call(t, 'GET', '/profile/language', { token: Token });
    expect(ProfileLanguage.parse(before.body)).toEqual({ Language: null });
    const chosen = await call(t, 'PUT', '/profile/language', {
      token: Token,
      body: { Language: 'hi' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ Language: 'hi' });
    expect((await call(t, 'GET', '/profile/language', { token: Token })).body).toEqual({
      Language: 'hi',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, UserData.UserId));
    expect(chosenLanguageOf(row!)).toBe('hi');
  });

  it('refuses a language the store does not speak with 400 naming the field', async () => {
    const { Token } = await signInWithOtp(t, 'email', 'anil@example.in');
    for (const body of [{ Language: 'fr' }, { Language: '' }, {}, { Language: 1 }]) {
      const res = await call(t, 'PUT', '/profile/language', { token: Token, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Language');
    }
    expect((await call(t, 'GET', '/profile/language', { token: Token })).body).toEqual({
      Language: null,
    });
  });

  it('is only the signed-in shopper’s own', async () => {
    expect((await call(t, 'GET', '/profile/language')).status).toBe(401);
    expect((await call(t, 'PUT', '/profile/language', { body: { Language: 'hi' } })).status).toBe(
      401,
    );
  });
});
