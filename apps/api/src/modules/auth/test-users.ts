import type { Config } from '../../config';
import { emailOf, indianMobileOf } from './identity';

/** The identifiers of TEST_LOGIN_IDENTIFIERS, normalised like sign-in identifiers. */
export function testIdentifiers(config: Config): Set<string> {
  const ids = config.TEST_LOGIN_IDENTIFIERS.split(',').map((s) => s.trim());
  return new Set(ids.map((s) => emailOf(s) ?? indianMobileOf(s)).filter((s) => s !== null));
}

/** TEST_LOGIN_CODE for a configured test identifier (no message is sent), else undefined. */
export function testLoginCode(config: Config, identifier: string): string | undefined {
  if (!config.TEST_LOGIN_CODE) return undefined;
  return testIdentifiers(config).has(identifier) ? config.TEST_LOGIN_CODE : undefined;
}

/** Whether one of the user's identifiers is a configured test identifier. */
export function isTestIdentity(config: Config, ids: (string | null | undefined)[]): boolean {
  const set = testIdentifiers(config);
  return ids.some((id) => !!id && set.has(id));
}
