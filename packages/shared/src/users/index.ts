import { z } from 'zod';
import { text } from '../common/input';
import { Address } from '../address';
import { SessionInfo } from '../auth';
import { WhatsAppConsent } from '../whatsapp';
import { LANGUAGES } from '../common/languages';

// The signed-in shopper's own profile (spec: /user/profile).

export const Profile = z.object({
  UserId: z.number().int(),
  Username: z.string(),
  Email: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  LoginFrom: z.string(),
  IsTestUser: z.boolean(),
  CreatedAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileUpdateBody = z.object({
  Username: text().trim().min(1, 'Enter your name').max(80),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

/** The language the shopper chose for the store and its messages; null until they choose. */
export const ProfileLanguage = z.object({ Language: z.enum(LANGUAGES).nullable() });
export type ProfileLanguage = z.infer<typeof ProfileLanguage>;

export const ProfileLanguageBody = z.object({ Language: z.enum(LANGUAGES) });
export type ProfileLanguageBody = z.infer<typeof ProfileLanguageBody>;

/** The whole of a shopper's data we hold (DPDP Act 2023: right to access). */
export const ProfileExport = z.object({
  ExportedAt: z.string(),
  Profile,
  Sessions: z.array(SessionInfo),
  Addresses: z.array(Address),
  WhatsAppUpdates: WhatsAppConsent,
});
export type ProfileExport = z.infer<typeof ProfileExport>;

export const ProfileDeleteBody = z.object({ Confirm: z.literal('DELETE') });
export type ProfileDeleteBody = z.infer<typeof ProfileDeleteBody>;

export const ProfileDeleteAnswer = z.object({ Deleted: z.literal(true) });
