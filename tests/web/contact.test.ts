import { describe, expect, it } from '@jest/globals';
import { SELLER_LEAD_LIMITS } from '../../contracts/leads/constants';
import { CONTACT_TEXTS } from '../../web/src/contact/constants';
import { formatPhone, isPhoneNumber, phoneDigits, telHref } from '../../web/src/contact/phone';
import {
  emailSellerErrors,
  emailSellerInput,
  parseContactedIds,
  oneClickReady,
  parseLeadProfile,
  withContacted,
  type EmailSellerValues,
} from '../../web/src/contact/rules';
import {
  contactedIds,
  isContacted,
  leadProfile,
  rememberContacted,
  saveLeadProfile,
} from '../../web/src/contact/store';

const valid: EmailSellerValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'Hi, is the Used 2021 Ford F-150 XLT (VIN 1FTEW1EP5MFA00001) still available?',
  preferredContact: 'EMAIL',
};

/** An in-memory localStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('a message to the seller before it is sent (docs/rules/contact.md#email-the-seller)', () => {
  it('takes a complete message', () => {
    expect(emailSellerErrors(valid)).toEqual({});
  });

  it('needs both names, spaces not counting, of at most 60 characters once trimmed', () => {
    expect(emailSellerErrors({ ...valid, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
    });
    const max = SELLER_LEAD_LIMITS.nameMaxLength;
    expect(emailSellerErrors({ ...valid, firstName: ` ${'a'.repeat(max)} ` })).toEqual({});
    expect(emailSellerErrors({ ...valid, lastName: 'a'.repeat(max + 1) })).toEqual({
      lastName: 'Use at most 60 characters',
    });
  });

  it('needs an email address of the right shape, of at most 254 characters', () => {
    expect(emailSellerErrors({ ...valid, email: '' })).toEqual({ email: 'Enter your email address' });
    for (const email of ['ada', 'ada@example', 'ada @example.com', '@example.com'])
      expect(emailSellerErrors({ ...valid, email })).toEqual({ email: CONTACT_TEXTS.emailInvalid });
    const long = `${'a'.repeat(SELLER_LEAD_LIMITS.emailMaxLength - '@example.com'.length + 1)}@example.com`;
    expect(emailSellerErrors({ ...valid, email: long })).toEqual({ email: 'Use at most 254 characters' });
    expect(emailSellerErrors({ ...valid, email: ' ada@example.com ' })).toEqual({});
  });

  it('takes no phone for an answer by email, and a US phone number written any usual way', () => {
    for (const phone of ['', '(404) 555-0123', '404.555.0123', '404-555-0123', '+1 404 555 0123', '14045550123'])
      expect(emailSellerErrors({ ...valid, phone })).toEqual({});
    for (const phone of ['555-0123', '404 555 01234', '(404) 555-ABCD', '+44 20 7946 0958'])
      expect(emailSellerErrors({ ...valid, phone })).toEqual({ phone: CONTACT_TEXTS.phoneInvalid });
  });

  it('needs a phone number to be called or texted', () => {
    for (const preferredContact of ['PHONE', 'TEXT'] as const) {
      expect(emailSellerErrors({ ...valid, preferredContact })).toEqual({
        phone: 'Enter a phone number to be called or texted',
      });
      expect(emailSellerErrors({ ...valid, preferredContact, phone: '(404) 555-0123' })).toEqual({});
    }
  });

  it('needs a message of 1 to 1000 characters once trimmed', () => {
    expect(emailSellerErrors({ ...valid, message: ' \n ' })).toEqual({ message: 'Write a message to the seller' });
    const max = SELLER_LEAD_LIMITS.messageMaxLength;
    expect(emailSellerErrors({ ...valid, message: ` ${'x'.repeat(max)} ` })).toEqual({});
    expect(emailSellerErrors({ ...valid, message: 'x'.repeat(max + 1) })).toEqual({
      message: 'Use at most 1000 characters',
    });
  });

  it('says every mistake at once', () => {
    expect(
      Object.keys(
        emailSellerErrors({
          firstName: '',
          lastName: '',
          email: 'x',
          phone: '',
          message: '',
          preferredContact: 'TEXT',
        }),
      ).sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'message', 'phone']);
  });

  it('sends the values trimmed, the phone as its 10 digits or null, and the honeypot as it is', () => {
    expect(
      emailSellerInput(
        '701234567',
        { ...valid, firstName: ' Ada ', phone: ' +1 (404) 555-0123 ', preferredContact: 'TEXT' },
        '',
      ),
    ).toEqual({
      listingId: '701234567',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '4045550123',
      message: valid.message,
      preferredContact: 'TEXT',
      website: '',
    });
    expect(emailSellerInput('1', valid, 'http://spam.example').phone).toBeNull();
    expect(emailSellerInput('1', valid, 'http://spam.example').website).toBe('http://spam.example');
  });

  it('prefills a message naming the car and its VIN', () => {
    expect(CONTACT_TEXTS.message('Used 2021 Ford F-150 XLT', '1FTEW1EP5MFA00001')).toMatch(
      /^Hi, is the Used 2021 Ford F-150 XLT \(VIN 1FTEW1EP5MFA00001\) still available\?/,
    );
  });
});

describe('phone numbers (docs/rules/contact.md#call)', () => {
  it('leaves out spaces, dots, dashes, brackets and the country code', () => {
    expect(phoneDigits('(404) 555-0123')).toBe('4045550123');
    expect(phoneDigits('+1 404.555.0123')).toBe('4045550123');
    expect(phoneDigits('')).toBe('');
    expect(isPhoneNumber('1 (404) 555-0123')).toBe(true);
    expect(isPhoneNumber('24045550123')).toBe(false);
  });

  it('dials +1 and the 10 digits, and reads as (404) 555-0123', () => {
    expect(telHref('(404) 555-0123')).toBe('tel:+14045550123');
    expect(formatPhone('404.555.0123')).toBe('(404) 555-0123');
    expect(telHref(null)).toBeNull();
    expect(telHref('555-0123')).toBeNull();
    expect(formatPhone(undefined)).toBeNull();
  });
});

describe('what the browser remembers (docs/rules/contact.md)', () => {
  it('keeps contacted listings under one key, most recent first, without repeats', () => {
    const storage = memoryStorage();
    expect(isContacted('701', storage)).toBe(false);
    rememberContacted('701', storage);
    rememberContacted('702', storage);
    rememberContacted('701', storage);
    expect(contactedIds(storage)).toEqual(['701', '702']);
    expect(isContacted('702', storage)).toBe(true);
    expect([...storage.items.keys()]).toEqual(['motormart.contacted']);
    expect(withContacted(['1', '2'], '3')).toEqual(['3', '1', '2']);
  });

  it('reads a damaged contacted list as empty, and ignores what is not a listing id', () => {
    expect(parseContactedIds('not json')).toEqual([]);
    expect(parseContactedIds('{"a":1}')).toEqual([]);
    expect(parseContactedIds('["701", 702, "<script>"]')).toEqual(['701']);
  });

  it("remembers the shopper's details, without the message, to fill in the next form", () => {
    const storage = memoryStorage();
    expect(leadProfile(storage)).toBeNull();
    const { message: _message, ...values } = { ...valid, phone: '404 555 0123', preferredContact: 'PHONE' as const };
    const profile = { ...values, isOneClickOptedIn: false };
    saveLeadProfile(profile, storage);
    expect(leadProfile(storage)).toEqual(profile);
    expect(storage.items.get('motormart.leadProfile')).not.toContain('still available');
  });

  it('reads a damaged lead profile defensively', () => {
    expect(parseLeadProfile('nope')).toBeNull();
    expect(parseLeadProfile('{"firstName":7,"email":"a@b.co","preferredContact":"FAX"}')).toEqual({
      firstName: '',
      lastName: '',
      email: 'a@b.co',
      phone: '',
      preferredContact: 'EMAIL',
      isOneClickOptedIn: false,
    });
  });

  it('one click needs the opt-in and a first name, a last name and an email (and a phone for a call or a text)', () => {
    const { message: _message, ...values } = valid;
    const profile = { ...values, preferredContact: 'EMAIL' as const, isOneClickOptedIn: true };
    expect(oneClickReady(profile)).toBe(true);
    expect(oneClickReady(null)).toBe(false);
    expect(oneClickReady({ ...profile, isOneClickOptedIn: false })).toBe(false);
    expect(oneClickReady({ ...profile, lastName: ' ' })).toBe(false);
    expect(oneClickReady({ ...profile, email: 'ada@' })).toBe(false);
    expect(oneClickReady({ ...profile, phone: '', preferredContact: 'TEXT' })).toBe(false);
    expect(parseLeadProfile(JSON.stringify({ ...profile, isOneClickOptedIn: 'yes' }))?.isOneClickOptedIn).toBe(false);
  });
});
