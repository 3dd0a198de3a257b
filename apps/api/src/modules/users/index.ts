// The users module's public face: the profile routes, the sign-in's user lookup, and the
// console's customer search and contacts.
export {
  findLiveUser,
  lockLiveUser,
  findOrCreateUser,
  getUser,
  type LockedWrite,
  type SignInIdentity,
  type UserRow,
} from './users.service';

export { defaultAddressOf } from './address-link';

export {
  hasWhatsAppConsent,
  optInAtCheckout,
  whatsappConsentGiven,
} from './whatsapp-consent.service';

export { chosenLanguageOf, languageOfUser, messagesForUser } from './profile-language.service';

export { contactsOf, type CustomerContact } from './user-contacts.service';

export { customerProfile, searchCustomers } from './console/customer-search.service';
export { exportCustomersCsv } from './console/customers-export.service';
